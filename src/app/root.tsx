// The root actor in React context and the providers every screen relies on: the SDK for
// read-only fetches, and where a form holds its answers while sending them.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, type ActorOptions, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { PameranClient } from '@pameran/sdk';
import { createAppMachine, type appMachine, type KeptAnswers, type Ports } from '../../machines';
import { ApiContext } from '../data/api';
import { AnswersHolderContext, type AnswersHolder } from './unauthorized';

export type AppActorRef = ActorRefFrom<typeof appMachine>;
export type AppSnapshot = SnapshotFrom<typeof appMachine>;

export interface AppActorOptions {
  /** @statelyai/inspect's `inspect` (`npm run dev`, then the app with `?inspect`; docs/architecture.md). */
  inspect?: ActorOptions<typeof appMachine>['inspect'];
}

/**
 * The root actor over these ports, created but not started: src/app/assemble.ts binds what reads
 * it (the SDK's token, its 401 interceptor) before anything runs, then starts it.
 */
export function createAppActor(ports: Ports, options: AppActorOptions = {}): AppActorRef {
  return createActor(createAppMachine(ports), { input: { clock: ports.clock }, inspect: options.inspect });
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
 * The SDK's `onUnauthorized`: a call sent with the session's token was answered 401, so the
 * session ends, handing auth the answers a form holds (the form itself may be gone before its
 * send's failure arrives).
 */
export function endSession(actor: AppActorRef): void {
  const answers = heldAnswers.get(actor)?.at(-1)?.();
  actor.send(answers ? { type: 'session.unauthorized', answers } : { type: 'session.unauthorized' });
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
