import './testingLibrary';
// Renders the whole app (theme, real root actor over fake ports, router, shell) at a path.
import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import type { PameranClient } from '@pameran/sdk';
import type { Ports } from '../../../machines';
import { App } from '../../../src/App';
import { createAppActor, sessionEndOf, tokenOf, type AppActorRef } from '../../../src/app/root';
import { createFakePorts, type FakePorts, type FakePortsOptions } from './fakePorts';

export { createFakePorts, makeUser, makeCart, apiError, visitorToken } from './fakePorts';

export interface RenderAppOptions extends Omit<FakePortsOptions, 'onNavigate'> {
  path?: string;
  /** Adjusts the fake ports before the root actor starts (e.g. make the user refresh fail). */
  configure?(ports: FakePorts): void;
  /**
   * Real ports instead of fakes (e.g. the SDK adapter over an injected fetch); `getToken`
   * reads the root actor's session, as main.tsx wires it.
   */
  realPorts?(navigate: (path: string) => void, getToken: () => string | null, onUnauthorized: () => void): Ports;
  /**
   * Screens' read-only fetches; an SDK whose every call fails loudly unless given. Given as a
   * function, it gets the root actor's session end for the SDK's `onUnauthorized`, as main.tsx
   * wires it.
   */
  api?: PameranClient | ((onUnauthorized: () => void) => PameranClient);
}

const unusedApi = new Proxy({} as PameranClient, {
  get(_target, area) {
    throw new Error(`this test did not expect the screen to call api.${String(area)}`);
  },
});

export function renderApp({ path = '/home', configure, realPorts, api = unusedApi, ...portOptions }: RenderAppOptions = {}) {
  const location = memoryLocation({ path, record: true });
  // The statecharts navigate through the port; the test router follows.
  const navigate = (to: string) => location.navigate(to);
  const fakePorts = createFakePorts({ ...portOptions, onNavigate: navigate });
  configure?.(fakePorts);
  let actor: AppActorRef | undefined;
  const endSession = sessionEndOf(() => actor);
  actor = createAppActor(realPorts ? realPorts(navigate, tokenOf(() => actor), endSession) : fakePorts);
  const screensApi = typeof api === 'function' ? api(endSession) : api;
  const view = render(<App actor={actor} api={screensApi} locationHook={location.hook} />);
  return { ...view, ports: fakePorts, location, actor };
}
