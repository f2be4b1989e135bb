/**
 * A response field that should be a list, as a list: anything else (a malformed response)
 * reads as empty instead of crashing the screen.
 */
export function asList<T>(value: readonly T[] | null | undefined): T[] {
  return Array.isArray(value) ? [...value] : [];
}
