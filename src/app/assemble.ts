// The app, assembled one way: the SDK, its read store, the statecharts' ports and the root
// actor. src/main.tsx, the component tests (tests/component/support/renderApp.tsx) and the
// stories (stories/support/withPameran.tsx) all call assembleApp; they differ only in what they
// pass in: where the platform is and how a request reaches it, and fake ports.
import { navigate as navigateInBrowser } from 'wouter/use-browser-location';
import { createPameranClient, type PameranClient } from '@pameran/sdk';
import { selectRealtimeToken, selectSessionKeyHolder, selectSessionToken, type Ports } from '../../machines';
import { config } from '../config';
import { createCartQueue } from '../adapters/cartQueue';
import { getDeviceToken } from '../adapters/deviceToken';
import { createAppFetch } from '../adapters/fetch';
import { createKeptPrizes } from '../adapters/keptPrizes';
import { createLogoutEverywhere } from '../adapters/logoutEverywhere';
import { onOnline, realtimeOnDemand } from '../adapters/prizeFeedOnDemand';
import { createSessionPort } from '../adapters/session';
import { storage } from '../adapters/storage';
import { portApiOf } from '../data/portApi';
import { readsOf, type ReadStore, type ReadStoreOptions } from '../data/reads';
import { createAppActor, endSession, type AppActorOptions, type AppActorRef } from './root';

/** The event platform and the way to it. */
export interface PlatformOptions {
  /** Its origin; the build's API_URL (config.apiUrl, '' for the page's own origin) unless given. */
  url?: string;
  /**
   * How a request reaches it: the browser's fetch unless given. The app's own fetch
   * (src/adapters/fetch.ts: the prefetch hand-over, the offline copy, writes announced) sits
   * on top of it either way.
   */
  fetch?: (request: Request) => Promise<Response>;
  /** How long a request may take; the SDK's default unless given. */
  timeoutMs?: number;
}

export interface AppAssemblyOptions extends AppActorOptions {
  platform?: PlatformOptions;
  /**
   * The statecharts' ports in place of the app's own (tests and stories: fakes of storage, the
   * realtime database, the device and the router). Given the app's own `api` port, for callers
   * whose statecharts should reach the platform as the app's do.
   */
  ports?(platformApi: Ports['api']): Ports;
  /**
   * `'later'`: the root actor is created, not started; the caller starts it (src/main.tsx, a
   * task later: creating and starting it were one long task on a slow phone).
   */
  start?: 'now' | 'later';
  /** The read store's options (the stories': no pause between a failed read's tries); the app's own unless given. */
  reads?: Pick<ReadStoreOptions, 'retryDelays'>;
}

export interface AppAssembly {
  /** The SDK: the session's token on every request, its one 401 interceptor ending the session. */
  api: PameranClient;
  /** The read store over it (screens through useRead; the first render's wait). */
  reads: ReadStore;
  ports: Ports;
  /** The root statechart's actor, started unless `start: 'later'`. */
  actor: AppActorRef;
}

export function assembleApp({ platform = {}, ports: portsInstead, inspect, start = 'now', reads: readOptions }: AppAssemblyOptions = {}): AppAssembly {
  const baseUrl = platform.url ?? config.apiUrl;
  const network = platform.fetch;
  // The SDK sends the session statechart's token and ends the session on a 401, and the
  // statecharts call the SDK, so the SDK has to exist before the root actor. Its callbacks read
  // `actor`, declared below: it is created before it starts, so before anything can call them.
  const sessionToken = () => selectSessionToken(actor.getSnapshot());
  const api = createPameranClient({
    baseUrl,
    getToken: sessionToken,
    onUnauthorized: () => endSession(actor),
    fetch: createAppFetch(network),
    timeoutMs: platform.timeoutMs,
  });
  const reads = readsOf(api, readOptions);
  const platformApi = portApiOf(api, reads);
  const ports = portsInstead ? portsInstead(platformApi) : appPorts();
  const actor = createAppActor(ports, { inspect });
  if (start === 'now') actor.start();
  return { api, reads, ports, actor };

  /** The device's storage, the realtime database, the cart's queue, the router and the push token. */
  function appPorts(): Ports {
    // Revoking carries the token being ended, which the session has forgotten by the time the
    // revoke is sent; the SDK reads its token from the session, so revoking gets a client of its
    // own, over the app's fetch like the app's client: the logout is announced as a write.
    const logoutEverywhere = createLogoutEverywhere({
      revoke: (accessToken) => createPameranClient({ baseUrl, getToken: () => accessToken, fetch: createAppFetch(network) }).auth.logout(),
    });
    logoutEverywhere.listen(() => actor.send({ type: 'user.logout' }));
    return {
      api: platformApi,
      session: { ...createSessionPort(storage), endEverywhere: logoutEverywhere.endEverywhere },
      prizes: {
        ...realtimeOnDemand(() =>
          import('../adapters/realtime').then(({ createRealtimePrizes }) =>
            createRealtimePrizes(undefined, { api, realtimeToken: () => selectRealtimeToken(actor.getSnapshot()) }),
          ),
        ),
        onOnline,
        ...createKeptPrizes(storage, { claimedIds: () => api.users.claimedGifts().then((claimed) => claimed.map((gift) => gift.id)) }),
      },
      // Additions to the cart kept on the device, sealed with the visitor's code, until the
      // platform has them (its code fetched at first use); it hears the network's return through
      // `prizes.onOnline`.
      cartQueue: createCartQueue(() => selectSessionKeyHolder(actor.getSnapshot())),
      navigate: (path) => navigateInBrowser(path),
      deviceToken: getDeviceToken,
      clock: { now: () => Date.now() },
    };
  }
}
