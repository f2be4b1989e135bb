import { giftClaimMachine, type GiftClaimEvent } from '../../../machines/giftClaim';
import type { Prize } from '../../../machines/types';
import {
  createMachineModel,
  pathsOf,
  type DoneActorEvent,
  type ErrorActorEvent,
  type EventFixtures,
} from './graph';

/** Every event the giftClaim graph walks: the visitor's, a pushed list, and the claim's outcome. */
export type GiftClaimModelEvent =
  | GiftClaimEvent
  | DoneActorEvent<'claimPrize', undefined>
  | ErrorActorEvent<'claimPrize'>;

/** The list the dialog opens with: id 1 (never offered), a saved one, and two to choose from. */
export const giftClaimPrizes: Prize[] = [
  { id: 1, name: 'Hadiah Utama', image_url: '/img/prizes/utama.png' },
  { id: 2, name: 'Kunci Torsi', image_url: '/img/prizes/kunci-torsi.png' },
  { id: 3, name: 'Topi Pameran', image_url: '/img/prizes/topi.png', isSaved: true },
  { id: 4, name: 'Tumbler Baja', image_url: '/img/prizes/tumbler.png' },
];

/** A pushed list in which prize 2 is still offered (a selection of 2 survives it). */
export const pushedListKeepingTwo: Prize[] = [
  { id: 2, name: 'Kunci Torsi', image_url: '/img/prizes/kunci-torsi.png' },
  { id: 5, name: 'Jaket Teknisi', image_url: '/img/prizes/jaket.png' },
];

/** A pushed list in which prize 2 has been saved meanwhile (a selection of 2 is dropped). */
export const pushedListSavingTwo: Prize[] = [
  { id: 2, name: 'Kunci Torsi', image_url: '/img/prizes/kunci-torsi.png', isSaved: true },
  { id: 4, name: 'Tumbler Baja', image_url: '/img/prizes/tumbler.png' },
];

export const claimFailureMessage = 'Hadiah sudah habis';

export const giftClaimEventFixtures = {
  'user.selectPrize': [
    { type: 'user.selectPrize', id: 2 },
    // Not offered: the machine must ignore it.
    { type: 'user.selectPrize', id: 1 },
  ],
  'user.submitPrize': [{ type: 'user.submitPrize' }],
  'user.closeGift': [{ type: 'user.closeGift' }],
  'user.acknowledgeAlert': [{ type: 'user.acknowledgeAlert' }],
  'prizes.received': [
    { type: 'prizes.received', prizes: pushedListKeepingTwo },
    { type: 'prizes.received', prizes: pushedListSavingTwo },
  ],
  'xstate.done.actor.claimPrize': [{ type: 'xstate.done.actor.claimPrize', output: undefined }],
  'xstate.error.actor.claimPrize': [
    { type: 'xstate.error.actor.claimPrize', error: Object.assign(new Error(claimFailureMessage), { status: 422 }) },
  ],
} satisfies EventFixtures<GiftClaimModelEvent>;

export const giftClaimInput = { prizes: giftClaimPrizes };

export const giftClaimModel = createMachineModel<GiftClaimModelEvent>(giftClaimMachine, {
  fixtures: giftClaimEventFixtures,
  input: giftClaimInput,
});

/** The gift dialog's transition-covering paths, for the machine and React replays. */
export const giftClaimPaths = pathsOf(giftClaimModel);
