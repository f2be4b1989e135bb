import { Router } from 'wouter';
import type { PameranClient } from '@pameran/sdk';
import type { Ports } from '../machines';
import { AppTheme } from './styles/AppTheme';
import { AppProvider } from './state/app';
import { AppShell } from './shell/AppShell';

export interface AppProps {
  ports: Ports;
  api: PameranClient;
  /** wouter location hook; the browser's by default, a memory one in tests. */
  locationHook?: Parameters<typeof Router>[0]['hook'];
}

/** Theme + root actor + router + shell. main.tsx passes the real ports; tests pass fakes. */
export function App({ ports, api, locationHook }: AppProps) {
  return (
    <AppTheme>
      <AppProvider ports={ports} api={api}>
        <Router {...(locationHook ? { hook: locationHook } : {})}>
          <AppShell />
        </Router>
      </AppProvider>
    </AppTheme>
  );
}
