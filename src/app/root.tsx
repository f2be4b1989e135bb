// The root actor in React context and the providers every screen relies on: the SDK for
// read-only fetches, and where a form holds its answers while sending them.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, type ActorOptions, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { PameranClient } from '@pameran/sdk';
import { createAppMachine, selectRealtimeToken, selectSessionToken, type appMachine, type KeptAnswers, type Ports } from '../../machines';
import { ApiContext } from '../data/api';
import { AnswersHolderContext, type AnswersHolder } from './unauthorized';

export type AppActorRef = ActorRefFrom<typeof appMachine>;
export type AppSnapshot = SnapshotFrom<typeof appMachine>;

export interface AppActorOptions {
  /** @statelyai/inspect's `inspect` (`npm run dev`, then the app with `?inspect`; docs/architecture.md). */
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

/** Forms' answers held while their sends are on their way, per root actor (latest last). */
const heldAnswers = new WeakMap<AppActorRef, Array<() => KeptAnswers>>();

function answersHolderOf(actor: AppActorRef): AnswersHolder {
  return {
    hold(answers) {
      const held = heldAnswers.get(actor) ?? [];
      heldAnswers.set(actor, held);
      held.push(answers);
      return () => {
        const index = held.indexOf(answers);
        if (index !== -1) held.splice(index, 1);
      };
    },
  };
}

/**
 * The SDK's `onUnauthorized` over a root actor that may not exist yet (like tokenOf): a call
 * sent with the session's token answered 401, so the session ends, handing auth the answers a
 * form holds (the form itself may be gone before its send's failure arrives).
 */
export function sessionEndOf(actor: () => AppActorRef | undefined): () => void {
  return () => {
    const root = actor();
    if (!root) return;
    const answers = heldAnswers.get(root)?.at(-1)?.();
    root.send(answers ? { type: 'session.unauthorized', answers } : { type: 'session.unauthorized' });
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
  /** The SDK screens use for read-only lists (useApi). */
  api: PameranClient;
  children: ReactNode;
}

export function AppProvider({ actor, api, children }: AppProviderProps) {
  const answersHolder = useMemo(() => answersHolderOf(actor), [actor]);
  return (
    <AppActorContext.Provider value={actor}>
      <ApiContext.Provider value={api}>
        <AnswersHolderContext.Provider value={answersHolder}>{children}</AnswersHolderContext.Provider>
      </ApiContext.Provider>
    </AppActorContext.Provider>
  );
}
