import { useMemo, useSyncExternalStore } from 'react';
import { readsOf, type Read, type ReadState, type ReadStatus } from './reads';
import { useApi } from './api';

export type { Read } from './reads';

export interface Resource<T> extends ReadState<T> {
  retry(): void;
}

/**
 * How a screen reads platform data: `useRead(['orders'], (api, signal) => api.commerce.orders({ signal }))`. Sharing, staleness, abort and retry are the read store's
 * (src/data/reads.ts); a new key loads its answer, leaving stops a request nobody else waits
 * for. A 401 has already ended the session by then (the SDK's interceptor, src/main.tsx): the
 * read only shows its own state.
 */
export function useRead<T>(key: Read<T>['key'], load: Read<T>['load']): Resource<T> {
  const store = useReadStore();
  // The first render's `load` for a key is the one used: the key names everything it depends on.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const handle = useMemo(() => store.open({ key, load }), [store, JSON.stringify(key)]);
  const { value, context } = useSyncExternalStore(handle.subscribe, handle.state);

  return { status: value as ReadStatus, data: context.data as T | undefined, error: context.error, retry: handle.retry };
}

/** The read store itself, for a read outside render (e.g. asking again once a session is live). */
export function useReadStore() {
  return readsOf(useApi());
}
