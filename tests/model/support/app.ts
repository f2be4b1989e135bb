import { appMachine, type AppEvent } from '../../../machines/app';
import type { Prize } from '../../../machines/types';
import { REPLAY_EPOCH } from './clock';
import { createMachineModel, pathsOf, type DoneActorEvent, type EventFixtures } from './graph';

/** The app's own events, plus the gift dialog's actor finishing. */
export type AppModelEvent = AppEvent | DoneActorEvent<'giftClaim', undefined>;

export const pushedPrizes: Prize[] = [
  { id: 1, name: 'Hadiah Utama', image_url: '/img/prizes/utama.png' },
  { id: 2, name: 'Kunci Torsi', image_url: '/img/prizes/kunci-torsi.png' },
];
export const routePrizes: Prize[] = [{ id: 4, name: 'Tumbler Baja', image_url: '/img/prizes/tumbler.png' }];

export const appEventFixtures = {
  'user.login': [{ type: 'user.login', code: 'UNDANGAN-2026' }],
  'user.register': [{ type: 'user.register', form: { name: 'Joko', agency: 'CV Jaya', unit: 'Servis', salesman: 'Rina' } }],
  'user.saveDetails': [{ type: 'user.saveDetails', details: { unit: 'Gudang' } }],
  'user.logout': [{ type: 'user.logout' }],
  'session.unauthorized': [{ type: 'session.unauthorized' }],
  'cart.add': [{ type: 'cart.add', addition: { product_id: 501, quantity: 1 } }],
  'cart.remove': [{ type: 'cart.remove', cartId: 7, itemId: 11 }],
  'cart.toggleItem': [{ type: 'cart.toggleItem', itemId: 11 }],
  'cart.checkout': [{ type: 'cart.checkout' }],
  'gift.open': [
    // The /popup-gift route without a list: the last pushed one.
    { type: 'gift.open' },
    // With a list in the database's shape.
    { type: 'gift.open', prizes: { 0: routePrizes[0] } },
  ],
  'prizes.received': [{ type: 'prizes.received', prizes: pushedPrizes }],
  'user.selectPrize': [{ type: 'user.selectPrize', id: 2 }],
  'user.submitPrize': [{ type: 'user.submitPrize' }],
  'user.closeGift': [{ type: 'user.closeGift' }],
  'user.acknowledgeAlert': [{ type: 'user.acknowledgeAlert' }],
  'auth.authenticated': [{ type: 'auth.authenticated' }],
  'auth.loggedOut': [{ type: 'auth.loggedOut' }],
  'xstate.done.actor.giftClaim': [{ type: 'xstate.done.actor.giftClaim', output: undefined }],
} satisfies EventFixtures<AppModelEvent>;

export const appModel = createMachineModel<AppModelEvent>(appMachine, {
  fixtures: appEventFixtures,
  input: { clock: { now: () => REPLAY_EPOCH } },
  distinguish: ({ lastPrizes }) => ({ lastPrizes }),
});

export const appPaths = pathsOf(appModel);
