// The SDK instance of the app. It holds no token of its own: `getToken` reads the session
// statechart's context on every request (src/main.tsx hands it the root actor's token).
import { createPameranClient, type PameranClient } from '@pameran/sdk';
import { config } from '../config';

export interface ApiOptions {
  /** The access token now, or null: read on every request. */
  getToken(): string | null;
  baseUrl?: string;
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: (input: Request) => Promise<Response>;
}

export function createApi({ getToken, baseUrl = config.apiUrl, fetch }: ApiOptions): PameranClient {
  return createPameranClient({ baseUrl, getToken, ...(fetch ? { fetch } : {}) });
}
