// The root actor in React context (createActorContext over machines/app) and the providers
// every screen relies on: the SDK for read-only fetches, and the 401 bridge for useResource.
import { useCallback, useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import type { PameranClient } from '@pameran/sdk';
import { appMachine, createAppMachine, type Ports } from '../../machines';
import { ApiContext } from './api';
import { UnauthorizedContext } from './unauthorized';

/**
 * `AppActor.useActorRef()` / `AppActor.useSelector(selector)`. The context is created over the
 * bare machine for its types; AppProvider always passes the machine built from real or fake ports.
 */
export const AppActor = createActorContext(appMachine);

export interface AppProviderProps {
  ports: Ports;
  /** The SDK screens use for read-only lists (useApi). */
  api: PameranClient;
  children: ReactNode;
}

export function AppProvider({ ports, api, children }: AppProviderProps) {
  const logic = useMemo(() => createAppMachine(ports), [ports]);
  return (
    <AppActor.Provider logic={logic} options={{ input: { clock: ports.clock } }}>
      <ApiContext.Provider value={api}>
        <UnauthorizedBridge>{children}</UnauthorizedBridge>
      </ApiContext.Provider>
    </AppActor.Provider>
  );
}

/** A screen's own 401 becomes `session.unauthorized` on the root actor (the auth chart logs out). */
function UnauthorizedBridge({ children }: { children: ReactNode }) {
  const actorRef = AppActor.useActorRef();
  const report = useCallback(() => actorRef.send({ type: 'session.unauthorized' }), [actorRef]);
  return <UnauthorizedContext.Provider value={report}>{children}</UnauthorizedContext.Provider>;
}
