// Content screens against the local platform: the app's SDK over real HTTP for the screens'
// reads and writes and the statecharts' calls, as the page assembles it. Only storage, the
// realtime feed and navigation stay fake (renderApp's ports).
//
//   const platform = usePlatform();
//   await renderOnPlatform(platform, { path: '/products', code: 'BUDI2026' });
import { createPameranClient, type PameranClient } from '@pameran/sdk';
import type { Ports } from '../../../machines';
import type { PlatformOptions } from '../../../src/app/assemble';
import { createSessionPort } from '../../../src/adapters/session';
import type { KeyValueStorage } from '../../../src/adapters/storage';
import type { Platform } from '../../helpers/platform';
import { loginToken } from '../../helpers/platform';
import { renderApp, type RenderAppOptions } from './renderApp';

export interface PlatformSession {
  /** The test's own SDK, signed in as the visitor (for asking the platform what it holds). */
  api: PameranClient;
  token: string | null;
}

/** An SDK for a demo visitor (logged in over HTTP) or, without a code, an anonymous one. */
export async function platformSession(platform: Platform, code?: string): Promise<PlatformSession> {
  const token = code ? await loginToken(platform, code) : null;
  return { token, api: createPameranClient({ baseUrl: platform.url, getToken: () => token }) };
}

export interface RenderOnPlatformOptions extends Omit<RenderAppOptions, 'platform' | 'signedInAs' | 'token' | 'statechartsOnPlatform'> {
  /** Invitation code of the demo visitor to sign in as; anonymous without one. */
  code?: string;
  /** How the app's requests reach the platform (to see which it starts); the browser's fetch unless given. */
  fetch?: PlatformOptions['fetch'];
}

/** The app over the local platform, signed in (with a token the platform issued) or anonymous. */
export async function renderOnPlatform(platform: Platform, { code, fetch, ...options }: RenderOnPlatformOptions = {}) {
  const session = await platformSession(platform, code);
  const user = code ? await session.api.users.me() : undefined;
  const view = renderApp({
    ...options,
    ...(user && session.token ? { signedInAs: user, token: session.token } : {}),
    platform: { url: platform.url, ...(fetch ? { fetch } : {}) },
    statechartsOnPlatform: true,
  });
  return { ...view, ...session };
}

/** A key-value storage that lives in memory (the device's storage in a test). */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    get: async (key) => values.get(key) ?? null,
    set: async (key, value) => void values.set(key, value),
    remove: async (key) => void values.delete(key),
    clearAll: async () => values.clear(),
  };
}

/**
 * The app over a platform as the page assembles it (the statecharts call the app's SDK, with its
 * 401 interceptor; the session's codec), with the device's storage in memory and the realtime
 * feed fake. `ports` replaces more (a device token).
 */
export function onPlatform(platform: PlatformOptions, ports: Partial<Ports> = {}): Pick<RenderAppOptions, 'platform' | 'statechartsOnPlatform' | 'ports'> {
  return { platform, statechartsOnPlatform: true, ports: { session: createSessionPort(memoryStorage()), ...ports } };
}

/**
 * The platform's fetch, except that while `expired()` says so every bearer call carries a token
 * the platform does not know (it answers 401), as when the session was ended elsewhere.
 */
export function expiringWhile(expired: () => boolean): (request: Request) => Promise<Response> {
  return (request) => {
    if (!expired() || !request.headers.get('Authorization')?.startsWith('Bearer ')) return fetch(request);
    const headers = new Headers(request.headers);
    headers.set('Authorization', 'Bearer token-yang-kedaluwarsa');
    return fetch(new Request(request, { headers }));
  };
}
