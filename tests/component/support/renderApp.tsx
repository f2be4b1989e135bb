// Renders the whole app (theme, real root actor over fake ports, router, shell) at a path.
import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import type { PameranClient } from '@pameran/sdk';
import { App } from '../../../src/App';
import { createFakePorts, type FakePorts, type FakePortsOptions } from './fakePorts';

export { createFakePorts, makeUser, makeCart, apiError, visitorToken } from './fakePorts';

export interface RenderAppOptions extends Omit<FakePortsOptions, 'onNavigate'> {
  path?: string;
  /** Adjusts the fake ports before the root actor starts (e.g. make the user refresh fail). */
  configure?(ports: FakePorts): void;
  /** Screens' read-only fetches; an SDK whose every call fails loudly unless given. */
  api?: PameranClient;
}

const unusedApi = new Proxy({} as PameranClient, {
  get(_target, area) {
    throw new Error(`this test did not expect the screen to call api.${String(area)}`);
  },
});

export function renderApp({ path = '/home', configure, api = unusedApi, ...portOptions }: RenderAppOptions = {}) {
  const location = memoryLocation({ path, record: true });
  // The statecharts navigate through the port; the test router follows.
  const fakePorts = createFakePorts({ ...portOptions, onNavigate: (to) => location.navigate(to) });
  configure?.(fakePorts);
  const view = render(<App ports={fakePorts} api={api} locationHook={location.hook} />);
  return { ...view, ports: fakePorts, location };
}
