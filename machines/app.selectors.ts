import type { SnapshotFrom } from 'xstate';
import type { appMachine } from './app';
import type { Prize } from './types';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

/** The shell renders the gift dialog while this is true (the giftClaim actor then exists). */
export const selectIsGiftOpen = (snapshot: AppSnapshot): boolean => snapshot.matches('giftOpen');
export const selectLastPrizes = (snapshot: AppSnapshot): Prize[] => snapshot.context.lastPrizes;
