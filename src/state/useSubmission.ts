// One write a screen makes outside the root statechart (a survey answer, an admin push): a
// small statechart per form (idle → submitting → done | failed). The form keeps what was
// typed; a 401 is reported to the root actor (the session ends, SPEC-wide "401 anywhere");
// leaving the screen stops the actor, which aborts the request.
import { useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isUnauthorized, type KeptAnswers } from '../../machines';
import { copy } from '../copy';
import { useReportUnauthorized } from './unauthorized';

export type SubmissionStatus = 'idle' | 'submitting' | 'done' | 'failed';

type Run = (signal: AbortSignal) => Promise<unknown>;

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : copy.common.errorFallback);

export const submissionMachine = setup({
  types: {
    context: {} as { result: unknown; error: string | null },
    events: {} as { type: 'user.submit'; run: Run } | { type: 'user.reject'; message: string },
  },
  actors: {
    run: fromPromise<unknown, { run: Run }>(({ input, signal }) => input.run(signal)),
  },
  guards: {
    isUnauthorized: ({ event }) => isUnauthorized((event as { error?: unknown }).error),
  },
  actions: {
    /** Placeholder: useSubmission provides it (the root actor ends the session). */
    reportUnauthorized: () => {
      throw new Error('action reportUnauthorized not provided');
    },
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
        onError: [
          { guard: 'isUnauthorized', target: 'failed', actions: ['showError', 'reportUnauthorized'] },
          { target: 'failed', actions: 'showError' },
        ],
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
  /** What the form holds, handed to auth with a 401 so the same visitor gets it back after signing in. */
  keep?(): KeptAnswers;
}

export function useSubmission<T>(options: SubmissionOptions = {}): Submission<T> {
  const reportUnauthorized = useReportUnauthorized();
  const reportRef = useRef(reportUnauthorized);
  reportRef.current = reportUnauthorized;
  const keepRef = useRef(options.keep);
  keepRef.current = options.keep;
  const machine = useMemo(
    () => submissionMachine.provide({ actions: { reportUnauthorized: () => reportRef.current(keepRef.current?.()) } }),
    [],
  );
  const [snapshot, send] = useMachine(machine);
  return {
    status: snapshot.value as SubmissionStatus,
    result: snapshot.context.result as T | null,
    error: snapshot.context.error,
    submit: async (run) => send({ type: 'user.submit', run }),
    reject: (message) => send({ type: 'user.reject', message }),
  };
}
