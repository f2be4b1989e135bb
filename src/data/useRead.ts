import { useMemo, useSyncExternalStore } from 'react';
import { isEmptyData, readsOf, type Read, type ReadState, type ReadStatus } from './reads';
import { useApi } from './api';

export type { Read } from './reads';

export interface Resource<T> extends ReadState<T> {
  /** Loads again from the loading state (after a failure). */
  retry(): void;
  /** Asks again while the answer stays on screen (e.g. a live session's stream once it is live). */
  refresh(): void;
}

/**
 * How a screen reads platform data: `useRead(ordersRead())`, an entry of the read catalogue
 * (src/data/catalogue.ts) with its arguments. Sharing, staleness, refetching, abort and retry
 * are the read store's (src/data/reads.ts); a new key loads its answer, leaving stops a request
 * nobody else waits for. A 401 has already ended the session by then (the SDK's interceptor):
 * the read only shows its own state.
 */
export function useRead<T>(read: Read<T>): Resource<T> {
  const store = useReadStore();
  // The key names everything the read depends on: a new key, a new hold.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const handle = useMemo(() => store.open(read as Read<unknown>), [store, JSON.stringify(read.key)]);
  // The same state when the build renders a screen's first frame (src/boot/prerender.tsx): loading.
  const { value, context } = useSyncExternalStore(handle.subscribe, handle.state, handle.state);
  // Asking again keeps the answer on screen ('answered' is only passed through).
  // Waiting for another try is still loading, to a screen.
  const status: ReadStatus = value === 'refreshing' || value === 'answered' ? (isEmptyData(context.data) ? 'empty' : 'success') : value === 'waiting' ? 'loading' : value;
  return { status, data: context.data as T | undefined, error: context.error, retry: handle.retry, refresh: handle.refresh };
}

/** The read store itself, for a read outside render. */
export function useReadStore() {
  return readsOf(useApi());
}

/**
 * A resource's answer as a screen shows it (e.g. two sessions of a longer list); empty when what
 * is shown is. Worked out once per answer, so what is shown keeps its identity between renders.
 */
export function useSelected<T, U>(resource: Resource<T>, select: (data: T) => U): Resource<U> {
  const { status, data } = resource;
  // `select` is the screen's fixed way of showing the answer: a new answer is what changes it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const shown = useMemo(() => (status === 'success' || status === 'empty' ? select(data as T) : undefined), [status, data]);
  if (status !== 'success' && status !== 'empty') return { ...resource, data: undefined };
  return { ...resource, status: isEmptyData(shown) ? 'empty' : 'success', data: shown };
}
