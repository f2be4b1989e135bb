// A tiny loader statechart any screen reuses for a plain read-only fetch (DESIGN.md: "Plain
// read-only lists may use a small fromPromise actor per screen"). The `load` actor is a
// placeholder that useResource provides; a 401 is reported and not shown as an error.
import { assign, fromPromise, setup } from 'xstate';
import { isUnauthorized } from '../../machines';

export interface ResourceContext {
  data: unknown;
  error: Error | null;
}

export type ResourceEvent = { type: 'user.retry' } | { type: 'resource.reload' };

/** Empty means: nothing to show — null/undefined, or an empty list. */
export function isEmptyData(data: unknown): boolean {
  return data === null || data === undefined || (Array.isArray(data) && data.length === 0);
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(typeof error === 'string' ? error : '');
}

export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
  },
  actors: {
    load: fromPromise<unknown, void>(async () => {
      throw new Error('resourceMachine: provide a `load` actor');
    }),
  },
  guards: {
    isEmpty: ({ event }) => isEmptyData((event as { output?: unknown }).output),
    isUnauthorized: ({ event }) => isUnauthorized((event as { error?: unknown }).error),
  },
  actions: {
    /** Provided by useResource: tells the root actor that the session is gone. */
    reportUnauthorized: () => {},
  },
}).createMachine({
  id: 'resource',
  context: { data: undefined, error: null },
  initial: 'loading',
  on: { 'resource.reload': '.loading' },
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: [
          { guard: 'isEmpty', target: 'empty', actions: assign({ data: ({ event }) => event.output, error: null }) },
          { target: 'success', actions: assign({ data: ({ event }) => event.output, error: null }) },
        ],
        onError: [
          // The root actor logs out (auth statechart); the screen shows nothing misleading.
          { guard: 'isUnauthorized', target: 'unauthorized', actions: 'reportUnauthorized' },
          { target: 'failure', actions: assign({ error: ({ event }) => toError(event.error) }) },
        ],
      },
    },
    success: {},
    empty: { on: { 'user.retry': 'loading' } },
    failure: { on: { 'user.retry': 'loading' } },
    unauthorized: {},
  },
});

export type ResourceStatus = 'loading' | 'success' | 'empty' | 'failure' | 'unauthorized';
