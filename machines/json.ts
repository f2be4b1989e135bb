// Reading untrusted JSON (stored values, kept copies) without ever throwing: shared by the
// stored-session codec and index.html's boot preview (src/boot/preview.ts).

/** The parsed value, or undefined when the text is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A plain JSON object (not null, not a list). An arrow: it minifies shorter, and index.html's inline scripts carry it. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
