// Entry: assembles the app (src/app/assemble.ts) and renders it into #root; index.html's boot
// screen covers it until its first screen has content (src/boot/reveal.ts). What only the page
// does stays here, out of the assembly tests and stories share: the visitor's language, the
// first render's wait, the reveal, the service worker and the native shell.
// Everything here is in the first route's JS: keep it small.
// First: React and React DOM are evaluated in a task of their own (src/start/react.ts), then
// the statecharts in another (src/start/statecharts.ts), then the rest.
import { createRoot, startTransition, StrictMode } from './start/react';
import './start/statecharts';
import { nextTask } from './start/nextTask';
import { navigate } from 'wouter/use-browser-location';
import { assembleApp } from './app/assemble';
import type { AppActorOptions } from './app/root';
import type { ReadStore } from './data/reads';
import { isNativePlatform } from './adapters/platform';
import { prefetchedEntries } from './adapters/prefetchKey';
import { App } from './App';
import { whenIdleAfterLoad } from './lib/idle';
import { revealWhenReady } from './boot/reveal';
import { FIRST_RENDER_WAIT_MS } from './boot/timing';
import { screenAt } from './routes';
import { takeRequestedLanguage } from './copy/language';
import { showLanguage } from './copy/switchLanguage';

/**
 * `npm run dev`, then open the app with `?inspect`: the Stately inspector shows the root actor
 * and its children live. The production build drops this branch and the package with it.
 */
async function devInspector(): Promise<AppActorOptions> {
  // The import sits inside an `if` whose condition is a constant after `define`, so esbuild's
  // production build drops it at parse time: no inspector chunk, and no chunk split for xstate.
  if (process.env.NODE_ENV === 'development' && new URLSearchParams(window.location.search).has('inspect')) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    return { inspect: createBrowserInspector().inspect };
  }
  return {};
}

/**
 * The visitor's language, before anything renders. index.html's boot script has taken it from
 * the address or the device and set <html lang> (the development build has no boot script).
 * English text is a chunk of its own, already downloading; without it, Indonesian.
 */
function showRequestedLanguage(): Promise<void> | undefined {
  const requested = process.env.NODE_ENV === 'development' ? takeRequestedLanguage() : document.documentElement.lang;
  return requested === 'en' ? showLanguage('en').catch(() => showLanguage('id')) : undefined;
}

/**
 * The first render draws the first screen itself, not its loading state first. Its chunk
 * (downloading since index.html's route preload) and first answers (asked for by the inline
 * prefetch; the `first` reads of the screen's loader, src/data/doorReads.ts) are asked for now, while the root actor
 * starts; the render waits for them, FIRST_RENDER_WAIT_MS at most. An answer that came during
 * the render instead would change what it reads under it, and React would render the whole
 * screen again in one task. A chunk or an answer that fails is the screen's to show.
 */
function firstScreenReady(reads: ReadStore): Promise<unknown> | undefined {
  const ready = screenAt(window.location.pathname)
    ?.load()
    .then(({ loader }) => Promise.all((loader?.({ pathname: window.location.pathname, search: window.location.search }).first ?? []).map((read) => reads.load(read, new AbortController().signal))))
    .catch(() => undefined);
  return ready && Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
}

/** The boot screen paints an answer on this address (index.html's reads say which: src/boot/paint.ts). */
function bootScreenPaints(): boolean {
  return prefetchedEntries().some((entry) => entry.paint !== undefined);
}

/** Native shell only: back button and deep links (@capacitor/app, loaded on demand). */
function startNativeShell() {
  import('./adapters/nativeApp')
    .then(({ startNativeApp }) =>
      startNativeApp({ navigate: (path, options) => navigate(path, options), currentPath: () => window.location.pathname, back: () => window.history.back() }),
    )
    .catch((error: unknown) => console.warn('[native] back button and deep links unavailable:', error));
}

async function start(container: HTMLElement) {
  // Asked before the first reads: the SDK takes the prefetched answers it reads out of the store.
  const paintedByBootScreen = bootScreenPaints();
  const languageShown = showRequestedLanguage();
  const { api, reads, actor } = assembleApp({ ...(await devInspector()), start: 'later' });
  // The root actor's start, then the first reads and their answers' checks, each in a task of
  // its own: with the assembly they were one long task (84 ms unthrottled in a Lighthouse trace
  // of /home; 75 ms at 4× CPU in a trace of /products with the reads in a task of their own).
  await nextTask();
  actor.start();
  await nextTask();
  await firstScreenReady(reads);
  await languageShown;
  revealWhenReady(document.getElementById('boot'), container, { navigate: (path) => navigate(path) });
  const root = createRoot(container);
  const render = () =>
    root.render(
      <StrictMode>
        <App actor={actor} api={api} />
      </StrictMode>,
    );
  // Where the boot screen paints the door's answer, the visitor reads it while the app renders:
  // the render is a transition, in short slices a tap or a frame can come between. Elsewhere
  // the app's own screen is what the visitor waits for, rendered at once.
  if (paintedByBootScreen) startTransition(render);
  else render();
  // Once loaded and idle: the service worker code stays out of the first route. Its load fails
  // when the visitor leaves the page meanwhile (Firefox) or the network is gone: the app works
  // without a service worker, and tries again on the next page.
  whenIdleAfterLoad(() =>
    void import('./pwa')
      .then((pwa) => pwa.registerServiceWorker())
      .catch((error: unknown) => console.warn('[pwa] service worker not registered:', error)),
  );
  if (isNativePlatform()) startNativeShell();
}

/** index.html's first inline script asks for this module (src/boot/startApp.ts): it can arrive before the page is parsed. */
const parsed =
  document.readyState === 'loading' ? new Promise<void>((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true })) : Promise.resolve();
// The statecharts start in a task of their own, not in the one that evaluated the first route's
// modules: on a slow phone each is a long task (0.45 s and 0.2 s at 4× CPU), and a tap on the
// boot screen, or a frame, gets in between.
void parsed.then(nextTask).then(() => {
  const container = document.getElementById('root');
  if (container) void start(container);
});
