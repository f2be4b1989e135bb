// How many times the visitor signed out on this page. Kept apart from the per-visitor store
// (./visitorStore.ts), whose code loads only after sign-in, so that work started before that
// code arrives (a personal read, src/adapters/fetch.ts) can still say when it began.
let count = 0;

/** Sign-outs so far: a mark to tell, later, whether one came in between. */
export const signOuts = (): number => count;

/** Called by the per-visitor store's clear (logout). */
export function countSignOut(): void {
  count += 1;
}
