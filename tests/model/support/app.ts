import type { AnyActorRef } from 'xstate';
import { appMachine, type AppEvent } from '../../../machines/app';
import type { Prize } from '../../../machines/types';
import { REPLAY_EPOCH } from './clock';
import { createMachineModel, pathsOf, type DoneActorEvent, type ErrorActorEvent, type EventFixtures } from './graph';

/** The root's own events, plus the gift dialog's actor finishing. */
export type AppModelEvent =
  | AppEvent
  | DoneActorEvent<'giftClaim', { prizes: Prize[] }>
  /** Containment: a child that failed, reported where the root invokes it. */
  | ErrorActorEvent<'auth'>
  | ErrorActorEvent<'cart'>
  | ErrorActorEvent<'countdown'>
  | ErrorActorEvent<'prizeFeed'>
  | ErrorActorEvent<'giftClaim'>;

const failure = new Error('anak aktor gagal');

export const pushedPrizes: Prize[] = [
  { id: 1, name: 'Hadiah Utama', image_url: '/img/prizes/utama.png' },
  { id: 2, name: 'Kunci Torsi', image_url: '/img/prizes/kunci-torsi.png' },
];
/** Whom the auth child reports signed in: the prize feed listens on brochure/202. */
export const signedInUserId = 202;

export const appEventFixtures = {
  'user.login': [{ type: 'user.login', code: 'UNDANGAN-2026' }],
  'user.register': [{ type: 'user.register', form: { name: 'Joko', agency: 'CV Jaya', unit: 'Servis', salesman: 'Rina' } }],
  'user.saveDetails': [{ type: 'user.saveDetails', details: { unit: 'Gudang' } }],
  'user.discardDetails': [{ type: 'user.discardDetails' }],
  'user.discardAnswers': [{ type: 'user.discardAnswers' }],
  'user.logout': [{ type: 'user.logout' }],
  'user.dismissSessionNotice': [{ type: 'user.dismissSessionNotice' }],
  'session.unauthorized': [{ type: 'session.unauthorized' }],
  'cart.add': [{ type: 'cart.add', addition: { product_id: 501, quantity: 1 } }],
  'cart.remove': [{ type: 'cart.remove', cartId: 7, itemId: 11 }],
  'cart.toggleItem': [{ type: 'cart.toggleItem', itemId: 11 }],
  'cart.checkout': [{ type: 'cart.checkout' }],
  // The /popup-gift route: the last pushed list.
  'gift.open': [{ type: 'gift.open' }],
  'prizes.received': [{ type: 'prizes.received', prizes: pushedPrizes }],
  // The kept list or the first value: held for the "Hadiah" entry, opening nothing.
  'prizes.held': [{ type: 'prizes.held', prizes: pushedPrizes }],
  'user.openPrizes': [{ type: 'user.openPrizes' }],
  // The prize feed's reports: prizes cannot reach the visitor for now, and can again.
  'prizes.feedDown': [{ type: 'prizes.feedDown' }],
  'prizes.feedUp': [{ type: 'prizes.feedUp' }],
  'gift.listHandedOver': [{ type: 'gift.listHandedOver' }],
  'auth.authenticated': [{ type: 'auth.authenticated', userId: signedInUserId }],
  'auth.anonymous': [{ type: 'auth.anonymous' }],
  'auth.loggedOut': [{ type: 'auth.loggedOut' }],
  'xstate.done.actor.giftClaim': [{ type: 'xstate.done.actor.giftClaim', output: { prizes: pushedPrizes } }],
  'xstate.error.actor.auth': [{ type: 'xstate.error.actor.auth', error: failure }],
  'xstate.error.actor.cart': [{ type: 'xstate.error.actor.cart', error: failure }],
  'xstate.error.actor.countdown': [{ type: 'xstate.error.actor.countdown', error: failure }],
  'xstate.error.actor.prizeFeed': [{ type: 'xstate.error.actor.prizeFeed', error: failure }],
  'xstate.error.actor.giftClaim': [{ type: 'xstate.error.actor.giftClaim', error: failure }],
} satisfies EventFixtures<AppModelEvent>;

export const appModel = createMachineModel<AppModelEvent>(appMachine, {
  fixtures: appEventFixtures,
  input: { clock: { now: () => REPLAY_EPOCH } },
  // States differ by their value and by whether the root holds a list (so the kept list's
  // `prizes.held`, which changes no state value, is walked too). The graph only chooses the
  // paths: what each state must show is written out in app.model.test.ts.
  distinguish: (context: { prizes: Prize[] }) => ({ holding: context.prizes.length > 0 }),
});

export const appPaths = pathsOf(appModel);

/**
 * Whether "Pilih Hadiah" is on screen: the shell renders the gift dialog while the root has a
 * giftClaim child, and only then (src/app/hooks.ts useGiftClaimActor, src/shell/GiftDialogHost.tsx).
 */
export const giftDialogShown = (app: AnyActorRef): boolean =>
  (app.getSnapshot() as { children: Record<string, unknown> }).children.giftClaim !== undefined;
