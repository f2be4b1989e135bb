// The listeners of a module's own store, for React's useSyncExternalStore: `subscribe` for it,
// `notify` after each change; `version` counts the changes, for a store whose snapshot is that
// count (the store's Maps change in place).
export interface Listeners {
  subscribe(listener: () => void): () => void;
  notify(): void;
  version(): number;
}

export function createListeners(): Listeners {
  const listeners = new Set<() => void>();
  let version = 0;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify() {
      version++;
      listeners.forEach((listener) => listener());
    },
    version: () => version,
  };
}
