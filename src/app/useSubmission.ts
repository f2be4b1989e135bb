// One write a screen makes outside the root statechart (a survey answer, an admin push): a
// small statechart per form (idle → submitting → done | failed). The form keeps what was
// typed; while a send is on its way its answers are held for the session's end (a 401 ends
// the session through the SDK's interceptor, SPEC-wide "401 anywhere"); leaving the screen
// stops the actor, which aborts the request.
import { useRef } from 'react';
import { useMachine } from '@xstate/react';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { KeptAnswers } from '../../machines';
import { copy } from '../copy';
import { useAnswersHolder } from './unauthorized';

export type SubmissionStatus = 'idle' | 'submitting' | 'done' | 'failed';

type Run = (signal: AbortSignal) => Promise<unknown>;

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : copy.machineMessages.genericError);

export const submissionMachine = setup({
  types: {
    context: {} as { result: unknown; error: string | null },
    events: {} as { type: 'user.submit'; run: Run } | { type: 'user.reject'; message: string },
  },
  actors: {
    run: fromPromise<unknown, { run: Run }>(({ input, signal }) => input.run(signal)),
  },
  actions: {
    showError: assign({ error: ({ event }) => messageOf((event as { error?: unknown }).error) }),
  },
}).createMachine({
  id: 'submission',
  context: { result: null, error: null },
  initial: 'idle',
  // A validation message without calling anything (from any state but a running submit).
  on: { 'user.reject': { target: '.failed', actions: assign({ error: ({ event }) => event.message }) } },
  states: {
    idle: { on: { 'user.submit': 'submitting' } },
    // One at a time: a double tap sends once (no 'user.submit' here).
    submitting: {
      on: { 'user.reject': {} },
      entry: assign({ error: null }),
      invoke: {
        src: 'run',
        input: ({ event }) => {
          assertEvent(event, 'user.submit');
          return { run: event.run };
        },
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'showError' },
      },
    },
    done: { on: { 'user.submit': 'submitting' } },
    failed: { on: { 'user.submit': 'submitting' } },
  },
});

export interface Submission<T> {
  status: SubmissionStatus;
  result: T | null;
  error: string | null;
  submit(run: (signal: AbortSignal) => Promise<T>): Promise<void>;
  /** Shows a validation message without calling anything. */
  reject(message: string): void;
}

export interface SubmissionOptions {
  /** What the form holds, handed to auth if a 401 ends the session while it is sent, so the same visitor gets it back after signing in. */
  keep?(): KeptAnswers;
}

export function useSubmission<T>(options: SubmissionOptions = {}): Submission<T> {
  const { hold } = useAnswersHolder();
  const keepRef = useRef(options.keep);
  keepRef.current = options.keep;
  const [snapshot, send] = useMachine(submissionMachine);
  const holding = (run: Run): Run => async (signal) => {
    const keep = keepRef.current;
    const release = keep ? hold(keep) : () => {};
    try {
      return await run(signal);
    } finally {
      release();
    }
  };
  return {
    status: snapshot.value as SubmissionStatus,
    result: snapshot.context.result as T | null,
    error: snapshot.context.error,
    submit: async (run) => send({ type: 'user.submit', run: holding(run) }),
    reject: (message) => send({ type: 'user.reject', message }),
  };
}
