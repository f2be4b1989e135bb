// Types of stampKey.mjs for TypeScript callers (tests).
/**
 * The key of the booths' printed stamp codes: `configured` ($STAMP_KEY, at least 32 characters)
 * hashed, else the key kept in `file` (written with a new random key the first time).
 */
export function stampKeyFrom(source: { configured?: string; file: string }): Buffer;
