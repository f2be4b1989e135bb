// The one SDK instance of the app, and the token it sends. The token lives here (not in
// React state) because the SDK reads it on every request, including the `GET /api/users`
// that follows a login before the auth statechart has stored anything.
import { createPameranClient, type PameranClient } from '@pameran/sdk';
import { config } from '../config';
import { createAppFetch } from './fetch';

export interface TokenHolder {
  get(): string | null;
  set(accessToken: string | null): void;
}

export function createTokenHolder(initial: string | null = null): TokenHolder {
  let accessToken = initial;
  return {
    get: () => accessToken,
    set: (next) => {
      accessToken = next;
    },
  };
}

export interface ApiOptions {
  tokens: TokenHolder;
  baseUrl?: string;
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: (input: Request) => Promise<Response>;
}

export function createApi({ tokens, baseUrl = config.apiUrl, fetch }: ApiOptions): PameranClient {
  return createPameranClient({ baseUrl, getToken: tokens.get, ...(fetch ? { fetch } : {}) });
}

/** The app's token and SDK instance (screens get the SDK through `useApi()` from src/state). */
export const appTokens = createTokenHolder();
/** Hands index.html's prefetched answers over and shares identical GETs (src/adapters/fetch.ts). */
export const appApi = createApi({ tokens: appTokens, fetch: createAppFetch() });
