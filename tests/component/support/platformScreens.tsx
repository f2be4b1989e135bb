// Content screens against the local platform: the real SDK over real HTTP for the screens'
// reads and writes, and the statecharts' cart/user calls made with the same SDK (the machines'
// port is the SDK itself). Only storage, the realtime feed and navigation stay fake
// (renderApp's ports).
//
//   const platform = usePlatform();
//   await renderOnPlatform(platform, { path: '/products', code: 'BUDI2026' });
import { createPameranClient, type PameranClient } from '@pameran/sdk';
import type { Ports } from '../../../machines';
import { createApi } from '../../../src/adapters/api';
import { createSessionPort } from '../../../src/adapters/session';
import type { KeyValueStorage } from '../../../src/adapters/storage';
import type { Platform } from '../../helpers/platform';
import { loginToken } from '../../helpers/platform';
import { renderApp, type RenderAppOptions } from './renderApp';

export interface PlatformSession {
  api: PameranClient;
  token: string | null;
}

/** An SDK for a demo visitor (logged in over HTTP) or, without a code, an anonymous one. */
export async function platformSession(platform: Platform, code?: string): Promise<PlatformSession> {
  const token = code ? await loginToken(platform, code) : null;
  return { token, api: createPameranClient({ baseUrl: platform.url, getToken: () => token }) };
}

export interface RenderOnPlatformOptions extends Omit<RenderAppOptions, 'api' | 'signedInAs'> {
  /** Invitation code of the demo visitor to sign in as; anonymous without one. */
  code?: string;
}

export async function renderOnPlatform(platform: Platform, { code, configure, ...options }: RenderOnPlatformOptions = {}) {
  const session = await platformSession(platform, code);
  const user = code ? await session.api.users.me() : undefined;
  const view = renderApp({
    ...options,
    ...(user ? { signedInAs: user } : {}),
    api: session.api,
    configure: (fake) => {
      const { auth, users, commerce, events } = session.api;
      Object.assign(fake.api, { auth, users, commerce, events });
      configure?.(fake);
    },
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

export interface AppPortsOptions {
  /** The platform's origin ('http://platform.test' with an injected `fetch`). */
  baseUrl: string;
  /** The token the SDK sends: the root actor's (renderApp's `realPorts` hands it over), or a test's override. */
  getToken(): string | null;
  navigate(path: string): void;
  fetch?: (input: Request) => Promise<Response>;
  deviceToken?: () => Promise<string>;
  /** The SDK's 401 interceptor's target: renderApp's `realPorts` hands over the root actor's session end. */
  onUnauthorized?: () => void;
}

/**
 * The app's real ports as main.tsx wires them (the SDK itself, with its 401 interceptor; the
 * session codec), with the device's storage in memory and no realtime feed.
 */
export function appPorts({ baseUrl, getToken, navigate, fetch, deviceToken = async () => '', onUnauthorized }: AppPortsOptions): Ports {
  return {
    api: createApi({ getToken, baseUrl, ...(fetch ? { fetch } : {}), ...(onUnauthorized ? { onUnauthorized } : {}) }),
    session: createSessionPort(memoryStorage()),
    prizes: { subscribe: () => () => {} },
    navigate,
    deviceToken,
    clock: { now: () => Date.now() },
  };
}
