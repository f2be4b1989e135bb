// A live session's page (/live-stream/:id): the session its address names. Apart from
// ./paths.ts, which re-exports the statecharts' HOME_PATH: index.html's inline scripts import
// this, and must not bring the statecharts with them.

/** A live page's id segment as the page takes it: a positive whole number ("007" being 7), else null. */
export function sessionIdOf(segment: string | undefined): number | null {
  if (!segment || !/^\d+$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** The session a live page's path opens; null for any other path. */
export const liveSessionIdOf = (pathname: string): number | null => sessionIdOf(/^\/live-stream\/([^/]+)$/.exec(pathname)?.[1]);

/** Where a session's stream lives (the /live-stream/:id route). */
export const liveStreamPath = (sessionId: number) => `/live-stream/${sessionId}`;
