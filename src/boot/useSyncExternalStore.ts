// React 18 has useSyncExternalStore built in; @xstate/react still imports the shim package
// that re-implements it for React 16/17. build.mjs aliases `use-sync-external-store/shim` to
// this module, so the first route carries React's own hook instead of a second copy.
export { useSyncExternalStore } from 'react';
