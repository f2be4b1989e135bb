// The root actor in React context and the providers every screen relies on: the SDK for
// screens' reads (useRead) and writes, and the 401 bridge for useRead/useSubmission.
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, type ActorOptions, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { PameranClient } from '@pameran/sdk';
import { createAppMachine, selectRealtimeToken, selectSessionToken, type appMachine, type KeptAnswers, type Ports } from '../../machines';
import { ApiContext } from './api';
import { UnauthorizedContext } from './unauthorized';

export type AppActorRef = ActorRefFrom<typeof appMachine>;
export type AppSnapshot = SnapshotFrom<typeof appMachine>;

export interface AppActorOptions {
  /** @statelyai/inspect's `inspect` (npm run dev with INSPECT=1, see docs/architecture.md). */
  inspect?: ActorOptions<typeof appMachine>['inspect'];
}

/** The root actor over these ports, started. main.tsx makes one; tests and stories make theirs. */
export function createAppActor(ports: Ports, options: AppActorOptions = {}): AppActorRef {
  return createActor(createAppMachine(ports), {
    input: { clock: ports.clock },
    ...(options.inspect ? { inspect: options.inspect } : {}),
  }).start();
}

/**
 * The SDK's `getToken` over a root actor that may not exist yet: the SDK is built before the
 * ports, the ports before the actor. Reads the session statechart's context, nothing else.
 */
export function tokenOf(actor: () => AppActorRef | undefined): () => string | null {
  return () => {
    const root = actor();
    return root ? selectSessionToken(root.getSnapshot()) : null;
  };
}

/** The realtime port's `realtimeToken` over a root actor that may not exist yet (like tokenOf). */
export function realtimeTokenOf(actor: () => AppActorRef | undefined): () => string | null {
  return () => {
    const root = actor();
    return root ? selectRealtimeToken(root.getSnapshot()) : null;
  };
}

const AppActorContext = createContext<AppActorRef | null>(null);

export function useAppActor(): AppActorRef {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('useAppActor: render inside <AppProvider>');
  return actor;
}

/** A value picked from the root actor's snapshot by a selector (re-renders when it changes). */
export function useAppSelector<T>(selector: (snapshot: AppSnapshot) => T): T {
  return useSelector(useAppActor(), selector);
}

export interface AppProviderProps {
  actor: AppActorRef;
  /** The SDK screens read (useRead) and write (useApi) with. */
  api: PameranClient;
  children: ReactNode;
}

export function AppProvider({ actor, api, children }: AppProviderProps) {
  const report = useCallback(
    (answers?: KeptAnswers) => actor.send(answers ? { type: 'session.unauthorized', answers } : { type: 'session.unauthorized' }),
    [actor],
  );
  return (
    <AppActorContext.Provider value={actor}>
      <ApiContext.Provider value={api}>
        {/* A screen's own 401 becomes `session.unauthorized` on the root actor (auth logs out). */}
        <UnauthorizedContext.Provider value={report}>{children}</UnauthorizedContext.Provider>
      </ApiContext.Provider>
    </AppActorContext.Provider>
  );
}
