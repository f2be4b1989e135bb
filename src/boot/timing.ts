// How long each step of a visit's start waits, said once, each with its reason. The steps, in
// order: index.html's reads and painting (./prefetch.ts, ./paint.ts), the app's JavaScript asked
// for (./startApp.ts), the app's first render (src/main.tsx), the boot screen taken away
// (./reveal.ts); the service worker's session lists (scripts/post-build.mjs) and the kept copies
// the boot screen paints on a repeat visit (./preview.ts) are read in the first of them.
// Only numbers here: the inline scripts import this module.

/**
 * The longest the app's JavaScript waits for the answer the boot screen paints. On a slow link the
 * first route's ~100 KB share the bandwidth with the one small answer the visitor came for; past a
 * second the answer is late anyway, and the app must not wait on it any more.
 */
export const ANSWER_FIRST_MS = 1000;

/**
 * The longest the app's first render waits for its screen's chunk and first answers. Rendered
 * with them, the first render draws the screen, not a loading state that an answer arriving
 * mid-render would make React draw again in one long task; longer than this, the visitor is
 * better served by the loading state.
 */
export const FIRST_RENDER_WAIT_MS = 300;

/**
 * The longest the boot screen covers the app once the app has started. The boot screen's links
 * work and its text is the answer's, so a screen still loading is not worth showing sooner; but a
 * screen that never leaves its loading state must not stay behind a static page.
 */
export const MAX_COVER_MS = 1500;

/**
 * Seconds the network gets to answer a session list before the service worker answers with its
 * kept copy (its countdowns corrected by its age): on a slow link the boot screen and the app
 * show the kept list rather than nothing, and a live network still wins within this time.
 */
export const SESSION_NETWORK_TIMEOUT_S = 4;

/**
 * How long a copy the boot screen kept of an answer is painted on a repeat visit: a visit during
 * the fair (a few days) sees last visit's event at once, and never a fair of long ago.
 */
export const KEPT_COPY_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
