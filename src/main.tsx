// Entry: builds the SDK, the statecharts' ports and the root actor, and renders the app into #root;
// index.html's boot screen covers it until its first screen has content (src/boot/reveal.ts).
// Everything here is in the first route's JS: keep it small.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { createApi, createAppFetch } from './adapters/api';
import { getDeviceToken } from './adapters/deviceToken';
import { isNativePlatform } from './adapters/platform';
import { createKeptPrizes } from './adapters/keptPrizes';
import { onOnline, subscribeOnDemand } from './adapters/prizeFeedOnDemand';
import { cartQueueOnDemand } from './adapters/cartQueueOnDemand';
import { createSessionPort } from './adapters/session';
import { createLogoutEverywhere } from './adapters/logoutEverywhere';
import { storage } from './adapters/storage';
import { readsOf, UPCOMING_SESSIONS_READ } from './data/reads';
import { createAppActor, realtimeTokenOf, sessionEndOf, tokenOf, type AppActorOptions, type AppActorRef } from './app/root';
import { App } from './App';
import type { Ports } from '../machines';
import { whenIdleAfterLoad } from './lib/idle';
import { revealWhenReady } from './boot/reveal';
import { screenAt } from './routes';
import { takeRequestedLanguage } from './copy/language';
import { showLanguage } from './copy/switchLanguage';

/** The longest the first render waits for the screen's chunk and first answers. */
const FIRST_RENDER_WAIT_MS = 300;

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

async function start(container: HTMLElement) {
  // The visitor's language, before anything renders. index.html's boot script has taken it from
  // the address or the device and set <html lang> (the development build has no boot script).
  // English text is a chunk of its own, already downloading; without it, Indonesian.
  const requested = process.env.NODE_ENV === 'development' ? takeRequestedLanguage() : document.documentElement.lang;
  const languageShown = requested === 'en' ? showLanguage('en').catch(() => showLanguage('id')) : undefined;
  let root: AppActorRef | undefined;
  // The SDK reads the token from the session statechart's context on every request, and its
  // one 401 interceptor ends the session. The app's fetch: index.html's prefetched answers and
  // the visitor's offline copy (sharing is the read store's).
  const api = createApi({
    getToken: tokenOf(() => root),
    fetch: createAppFetch(),
    onUnauthorized: sessionEndOf(() => root),
  });
  // The revoke call carries the token being ended, not the session's (already forgotten by then).
  const logoutEverywhere = createLogoutEverywhere({ revoke: (accessToken) => createApi({ getToken: () => accessToken }).auth.logout() });
  const reads = readsOf(api);
  // The first render draws the first screen itself, not its loading state first. Its chunk
  // (downloading since index.html's route preload) and first answers (asked for by the inline
  // prefetch) are asked for now, to arrive while the root actor starts; the render waits for
  // them, FIRST_RENDER_WAIT_MS at most. A chunk or an answer that fails is the screen's to show.
  const firstScreenReady = screenAt(window.location.pathname)
    ?.load()
    .then(({ firstReads = [] }) => Promise.all(firstReads.map((read) => reads.load(read, new AbortController().signal))))
    .catch(() => undefined);
  // The statecharts' ports: the SDK itself (machines/actors.ts turns its calls into actors),
  // storage, the realtime database, the router and the device token.
  const ports: Ports = {
    // The countdown reads the upcoming sessions through the read store: the agenda reads the
    // same ones, one request for both.
    api: { ...api, events: { ...api.events, upcomingSessions: (_query, options) => reads.load(UPCOMING_SESSIONS_READ, options?.signal ?? new AbortController().signal) } },
    session: { ...createSessionPort(storage), endEverywhere: logoutEverywhere.endEverywhere },
    prizes: {
      subscribe: subscribeOnDemand(() =>
        import('./adapters/realtime').then(({ createRealtimePrizes }) => createRealtimePrizes(undefined, { api, realtimeToken: realtimeTokenOf(() => root) }).subscribe),
      ),
      onOnline,
      ...createKeptPrizes(storage),
    },
    // Additions to the cart kept on the device until the platform has them (issue 32 item 10).
    cartQueue: cartQueueOnDemand(tokenOf(() => root)),
    navigate: (path) => navigate(path),
    deviceToken: getDeviceToken,
    clock: { now: () => Date.now() },
  };
  root = createAppActor(ports, await devInspector());
  logoutEverywhere.listen(() => root?.send({ type: 'user.logout' }));

  if (firstScreenReady) await Promise.race([firstScreenReady, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
  await languageShown;
  revealWhenReady(document.getElementById('boot'), container, { navigate: (path) => navigate(path) });
  createRoot(container).render(
    <StrictMode>
      <App actor={root} api={api} />
    </StrictMode>,
  );
  // Once loaded and idle: the service worker code stays out of the first route.
  whenIdleAfterLoad(() => void import('./pwa').then((pwa) => pwa.registerServiceWorker()));
  // Native shell only: back button and deep links (@capacitor/app, loaded on demand).
  if (isNativePlatform()) {
    import('./adapters/nativeApp')
      .then(({ startNativeApp }) =>
        startNativeApp({ navigate: (path, options) => navigate(path, options), currentPath: () => window.location.pathname, back: () => window.history.back() }),
      )
      .catch((error: unknown) => console.warn('[native] back button and deep links unavailable:', error));
  }
}

const container = document.getElementById('root');
if (container) void start(container);
