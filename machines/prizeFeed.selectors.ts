import type { SnapshotFrom } from 'xstate';
import type { prizeFeedMachine } from './prizeFeed';

type PrizeFeedSnapshot = SnapshotFrom<typeof prizeFeedMachine>;

/** True once the first (ignored) value has arrived. */
export const selectHasSeenFirstValue = (snapshot: PrizeFeedSnapshot): boolean =>
  snapshot.matches('listening');
