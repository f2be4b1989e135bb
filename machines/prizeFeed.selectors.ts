import type { SnapshotFrom } from 'xstate';
import type { prizeFeedMachine } from './prizeFeed';

type PrizeFeedSnapshot = SnapshotFrom<typeof prizeFeedMachine>;

/** True once the first (ignored) value of this login has arrived. */
export const selectHasSeenFirstValue = (snapshot: PrizeFeedSnapshot): boolean => snapshot.context.seenFirstValue;

/** True while the feed is not live: connecting, reconnecting, stalled or waiting to retry. */
export const selectIsFeedLive = (snapshot: PrizeFeedSnapshot): boolean => snapshot.matches({ subscribed: 'live' });
