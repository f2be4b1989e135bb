import type { SnapshotFrom } from 'xstate';
import type { countdownMachine } from './countdown';

type CountdownSnapshot = SnapshotFrom<typeof countdownMachine>;

/** loading/unavailable show -999; absent and started both show -1 but mean different things. */
export type CountdownStatus = 'loading' | 'ticking' | 'absent' | 'started' | 'unavailable';

export const selectCountdownValue = (snapshot: CountdownSnapshot): number => snapshot.context.value;

export const selectCountdownStatus = (snapshot: CountdownSnapshot): CountdownStatus =>
  snapshot.value as CountdownStatus;
