// What a door reads on its first render at an address, said once, in its screen folder's
// loader.ts (exported by the screen's module too, src/routes.ts): index.html's prefetch plan
// (src/boot/prefetchPlan.ts) and the app's first render (src/main.tsx) are made from it, and
// tests/component/first-reads.test.ts fails when a screen reads anything its loader leaves out.
import { currentUserRead, upcomingSessionsRead, type Read } from './catalogue';

export interface DoorReads {
  /** Asked for by index.html and waited for by the first render: what the screen draws first. */
  first: readonly Read<unknown>[];
  /** Asked for by index.html too, not waited for: a long list that fills in while the visitor reads. */
  prefetched?: readonly Read<unknown>[];
  /** Read once the screen runs, not asked for ahead: a big answer a deep link does not show, a signed-in visitor's block, a fallback. */
  later?: readonly Read<unknown>[];
  /**
   * A first read's stand-in on a platform that has no such read (it answers 404), which the
   * screen then reads instead: index.html asks for it on that 404 too, and paints it in its place.
   */
  standIns?: readonly (readonly [read: Read<unknown>, standIn: Read<unknown>])[];
}

/** The address a door is opened at: its path (a live session's id) and its query (Produk's deep links). */
export interface Address {
  pathname: string;
  search: string;
}

export type Loader = (address: Address) => DoorReads;

/**
 * What the app reads at its start on every door, whatever the screen: the countdown's sessions
 * (the root actor's countdown), and a signed-in visitor's user, read again before anything
 * trusts the stored one (SPEC §4): index.html asks for them on every door.
 */
export const startReads = (): readonly Read<unknown>[] => [upcomingSessionsRead(), currentUserRead()];
