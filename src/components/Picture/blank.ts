/**
 * A transparent SVG: what a picture shows when the platform sent none, or one the gate refused
 * (src/security/safeUrl.ts). The element keeps its box, its alt text and the styles aimed at `img`.
 * A module of its own, without JSX: index.html's inline boot preview imports it too.
 */
export const BLANK_PICTURE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
