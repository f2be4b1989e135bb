// A live session's page (/live-stream/:id) read from its path. Apart from ./paths.ts, which
// re-exports the statecharts' HOME_PATH: index.html's inline scripts import this, and must not
// bring the statecharts with it.

/**
 * The session a live page's path opens, as the page reads it (src/screens/live-stream
 * parseSessionId: a positive whole number, "007" being 7); null for any other path.
 */
export function liveSessionIdOf(pathname: string): number | null {
  const id = Number(/^\/live-stream\/(\d+)$/.exec(pathname)?.[1]);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
