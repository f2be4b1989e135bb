import { useEffect, useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { resourceMachine, type ResourceStatus } from './resourceMachine';
import { useReportUnauthorized } from './unauthorized';

export interface Resource<T> {
  status: ResourceStatus;
  /** Present when status is 'success' (and the empty value when 'empty'). */
  data: T | undefined;
  error: Error | null;
  retry(): void;
}

/**
 * Loads read-only data for one screen: `useResource((signal) => api.commerce.orders({ signal }), [])`.
 * Surfaces loading / empty / failure (with retry); a 401 sends `session.unauthorized`.
 * When a value in `deps` changes (e.g. a route param) it loads again; leaving aborts the request.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): Resource<T> {
  const reportUnauthorized = useReportUnauthorized();
  // The actor is created once; it always calls the latest `load` and handler through refs.
  const loadRef = useRef(load);
  loadRef.current = load;
  const reportRef = useRef(reportUnauthorized);
  reportRef.current = reportUnauthorized;

  const machine = useMemo(
    () =>
      resourceMachine.provide({
        actors: { load: fromPromise<unknown, void>(({ signal }) => loadRef.current(signal)) },
        actions: { reportUnauthorized: () => reportRef.current() },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine);

  // Reload only when a dependency really changed (not on StrictMode's effect replay).
  const loadedFor = useRef(deps);
  useEffect(() => {
    const changed = deps.length !== loadedFor.current.length || deps.some((value, index) => !Object.is(value, loadedFor.current[index]));
    if (!changed) return;
    loadedFor.current = deps;
    send({ type: 'resource.reload' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  return {
    status: snapshot.value as ResourceStatus,
    data: snapshot.context.data as T | undefined,
    error: snapshot.context.error,
    retry: () => send({ type: 'user.retry' }),
  };
}
