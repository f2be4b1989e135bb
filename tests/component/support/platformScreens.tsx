// Content screens against the local platform: the real SDK over real HTTP for the screens'
// reads and writes, and the statecharts' cart/user calls wired to the same SDK through the
// app's real port adapter (src/adapters/ports.ts). Only storage, the realtime feed and
// navigation stay fake (renderApp's ports).
//
//   const platform = usePlatform();
//   await renderOnPlatform(platform, { path: '/products', code: 'BUDI2026' });
import { createPameranClient, type PameranClient } from '@pameran/sdk';
import { createPorts } from '../../../src/adapters/ports';
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
      const real = createPorts({
        api: session.api,
        session: fake.session,
        prizes: fake.prizes,
        navigate: fake.navigate,
        deviceToken: async () => '',
      });
      Object.assign(fake.api, real.api);
      configure?.(fake);
    },
  });
  return { ...view, ...session };
}
