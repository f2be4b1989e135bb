// Renders the whole app at a path, assembled as the page assembles it (src/app/assemble.ts: the
// SDK, its read store, the statecharts' ports, the root actor; then theme, router, shell), over
// fake ports and a platform of the test's choosing.
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import type { Ports } from '../../../machines';
import { App } from '../../../src/App';
import { assembleApp, type PlatformOptions } from '../../../src/app/assemble';
import { createFakePorts, visitorToken, type FakePortsOptions } from './fakePorts';

export { createFakePorts, makeUser, makeCart, apiError, visitorToken } from './fakePorts';

export interface RenderAppOptions extends Omit<FakePortsOptions, 'onNavigate'> {
  path?: string;
  /**
   * The platform the app's SDK reaches: the screens' reads and writes, and the statecharts'
   * calls with `statechartsOnPlatform`. Without it every request fails, naming itself.
   */
  platform?: PlatformOptions;
  /**
   * The statecharts call the platform through the app's own `api` port (as in the app), not the
   * fake answers: the fake `api`'s SDK-shaped areas are replaced by it before `configure` runs.
   */
  statechartsOnPlatform?: boolean;
  /** The access token stored for `signedInAs` (one the platform issued); the fake visitor's by default. */
  token?: string;
  /** Ports in place of the fakes (a device token, the session's codec over memory storage…). */
  ports?: Partial<Ports>;
  /** Adjusts the fake ports before the root actor starts (e.g. make the user refresh fail). */
  configure?(ports: ReturnType<typeof createFakePorts>): void;
  /** What renders inside the app's providers in place of the shell (a block under test). */
  children?: ReactNode;
}

/** No platform: a request fails with what it asked for, so a test that needs one says so. */
const noPlatform: PlatformOptions = {
  url: 'http://platform.test',
  fetch: async (request) => {
    throw new Error(`this test did not expect a request: ${request.method} ${new URL(request.url).pathname}`);
  },
};

export function renderApp({ path = '/home', platform = noPlatform, statechartsOnPlatform = false, token, ports, configure, children, ...portOptions }: RenderAppOptions = {}) {
  const location = memoryLocation({ path, record: true });
  // The statecharts navigate through the port; the test router follows.
  const fake = createFakePorts({ ...portOptions, onNavigate: (to) => location.navigate(to) });
  if (token && fake.stored.token) fake.stored.token = { ...visitorToken, access_token: token };
  const app = assembleApp({
    platform,
    ports: (platformApi) => {
      // The fake's SDK-shaped calls become the app's own; `configure` may still replace one.
      if (statechartsOnPlatform) {
        const { auth, users, commerce, events } = platformApi;
        Object.assign(fake.api, { auth, users, commerce, events });
      }
      configure?.(fake);
      return { ...fake, ...ports };
    },
  });
  // The page's life ends with the test (after its unmount): no statechart of it runs on into the
  // next test or file (the component files share one module graph, vitest.config.ts).
  onTestFinished(() => app.actor.stop());
  const page = (content: ReactNode) => <App actor={app.actor} api={app.api} locationHook={location.hook}>{content}</App>;
  const view = render(page(children));
  /** Renders other children in the same app (its actor, SDK and read store kept). */
  const rerenderChildren = (content: ReactNode) => view.rerender(page(content));
  return { ...view, rerenderChildren, ports: fake, location, actor: app.actor, api: app.api };
}

/**
 * The shell header's "Masuk" link, once the shell is there. The header is found by its home link:
 * jsdom's roles also count a page's own <header> inside <main> as a banner, which Chromium does not.
 */
export async function shellLoginLink(): Promise<HTMLElement> {
  const header = (await screen.findByRole('link', { name: 'Pameran — ke beranda' })).closest('header')!;
  return within(header).getByRole('link', { name: 'Masuk' });
}
