// Icon shapes (24 × 24 paths) drawn both by React icons (./more.tsx) and by code that builds SVG
// itself, without React: the floor plan's booth marks (src/screens/denah/drawing.ts).

/** A booth the visitor wants to visit (filled) or could mark (outline). */
export const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';
/** A booth the visitor has visited: a tick, stroked. */
export const CHECK_PATH = 'M20 6 9 17l-5-5';
