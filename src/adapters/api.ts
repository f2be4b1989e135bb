// The SDK instance of the app. It holds no token of its own: `getToken` reads the session
// statechart's context on every request (src/main.tsx hands it the root actor's token).
import { createPameranClient, type PameranClient } from '@pameran/sdk';
import { config } from '../config';
import { createAppFetch } from './fetch';

export interface ApiOptions {
  /** The access token now, or null: read on every request. */
  getToken(): string | null;
  baseUrl?: string;
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: (input: Request) => Promise<Response>;
  /** A call sent with the current token answered 401 (the SDK's one interceptor): end the session. */
  onUnauthorized?: () => void;
}

export function createApi({ getToken, baseUrl = config.apiUrl, fetch, onUnauthorized }: ApiOptions): PameranClient {
  return createPameranClient({ baseUrl, getToken, ...(fetch ? { fetch } : {}), ...(onUnauthorized ? { onUnauthorized } : {}) });
}

/**
 * The app's fetch for the SDK (src/adapters/fetch.ts): hands index.html's prefetched answers
 * over, keeps the signed-in visitor's offline copy and announces writes.
 */
export { createAppFetch };
