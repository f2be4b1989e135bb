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

/**
 * What the picker offers of each fixture list, written out item by item (SPEC §2: not prize 1,
 * not one already saved; in the list's order). The picker never shows another list: a claim's
 * marked list is handed back when the dialog closes, and a newer list is always a fixture.
 */
export const OFFERED = new Map<readonly Prize[], Prize[]>([
  [
    giftClaimPrizes,
    [
      { id: 2, name: 'Kunci Torsi', image_url: '/img/prizes/kunci-torsi.png' },
      { id: 4, name: 'Tumbler Baja', image_url: '/img/prizes/tumbler.png' },
    ],
  ],
  [
    pushedListKeepingTwo,
    [
      { id: 2, name: 'Kunci Torsi', image_url: '/img/prizes/kunci-torsi.png' },
      { id: 5, name: 'Jaket Teknisi', image_url: '/img/prizes/jaket.png' },
    ],
  ],
  [pushedListSavingTwo, [{ id: 4, name: 'Tumbler Baja', image_url: '/img/prizes/tumbler.png' }]],
]);

/** The alerts' texts: SPEC §8's exact success text, and the server's `error.message` of the failing fixture. */
export const ALERT_TEXT = { success: 'Berhasil di klaim', error: 'Hadiah sudah habis' } as const;

/**
 * What the visitor has in front of them: the picker, the picker while 'Pilih' is being sent,
 * an alert ('Berhasil di klaim' or the server's message), or nothing (the dialog closed).
 */
export type GiftScreen = 'picker' | 'sending' | 'success' | 'error' | 'closed';

export interface GiftDialogView {
  screen: GiftScreen;
  /** The fixture list last given to the dialog (the grid shows `OFFERED.get(list)`). */
  list: readonly Prize[];
  /**
   * The list the dialog hands back when it closes (the root keeps it for "Hadiah" and the device
   * stores it): `list`, with the prize claimed since it came marked saved.
   */
  handedBack: Prize[];
  /** The highlighted prize, 0 for none. */
  selectedId: number;
  /** A newer list came while 'Berhasil di klaim' was up: its OK shows it instead of closing. */
  listWaiting: boolean;
  /** Every claim sent, in order: POST /api/users/brochure/{giftId}/saved (SPEC §7). */
  claims: number[];
}

const offers = (list: readonly Prize[], id: number) => OFFERED.get(list)!.some((prize) => prize.id === id);

/** A newer list replaces the one shown; the highlight stays only on a prize it still offers. */
const newerList = (view: GiftDialogView, event: { prizes: Prize[] }): GiftDialogView => ({
  ...view,
  list: event.prizes,
  handedBack: event.prizes,
  selectedId: offers(event.prizes, view.selectedId) ? view.selectedId : 0,
});

type Rule<TType extends GiftClaimModelEvent['type']> = (view: GiftDialogView, event: Extract<GiftClaimModelEvent, { type: TType }>) => GiftDialogView;
type Rules = { [TType in GiftClaimModelEvent['type']]?: Rule<TType> };

/**
 * SPEC §2 (gift popup), §4 (gift submit), §5, §7, §8 and DESIGN's giftClaim, as a table: what
 * each event does to what the visitor sees, screen by screen. An event a screen does not list
 * changes nothing. The statechart is not consulted: this is what it is checked against.
 */
export const GIFT_DIALOG_RULES: Record<GiftScreen, Rules> = {
  picker: {
    // §2: tapping an offered item selects (highlights) it; prize 1 and saved ones have no tile.
    'user.selectPrize': (view, event) => (offers(view.list, event.id) ? { ...view, selectedId: event.id } : view),
    // §5: 'Pilih' does nothing until an item is selected; §7: the claim is sent for the selection.
    'user.submitPrize': (view) =>
      view.selectedId === 0 ? view : { ...view, screen: 'sending', claims: [...view.claims, view.selectedId] },
    // §2: the close icon dismisses the modal.
    'user.closeGift': (view) => ({ ...view, screen: 'closed' }),
    'prizes.received': newerList,
  },
  sending: {
    // §8: 'Berhasil di klaim' with an OK button; the prize the claim was for is saved now
    // (§2: no longer offered), even if a list pushed meanwhile dropped the selection.
    'xstate.done.actor.claimPrize': (view) => ({
      ...view,
      screen: 'success',
      handedBack: view.handedBack.map((prize) => (prize.id === view.claims.at(-1) ? { ...prize, isSaved: true } : prize)),
    }),
    // §8: the server's message with an OK button; §4: isSubmit back to false ('Pilih' again).
    'xstate.error.actor.claimPrize': (view) => ({ ...view, screen: 'error' }),
    'prizes.received': newerList,
  },
  success: {
    // §4: every later list opens the dialog; none is lost behind the alert.
    'prizes.received': (view, event) => ({ ...newerList(view, event), listWaiting: true }),
    // §8: OK, then the modal closes (or shows the list that came meanwhile, nothing selected).
    'user.acknowledgeAlert': (view) =>
      view.listWaiting ? { ...view, screen: 'picker', selectedId: 0, listWaiting: false } : { ...view, screen: 'closed' },
  },
  error: {
    // OK goes back to the picker with the selection kept, to try again.
    'user.acknowledgeAlert': (view) => ({ ...view, screen: 'picker' }),
    'prizes.received': newerList,
  },
  closed: {},
};

/** What the visitor sees after these events, by GIFT_DIALOG_RULES, from the dialog opened on `giftClaimInput`. */
export function giftDialogAfter(past: ReadonlyArray<{ type: string }>): GiftDialogView {
  let view: GiftDialogView = {
    screen: 'picker',
    list: giftClaimPrizes,
    handedBack: giftClaimPrizes,
    selectedId: 0,
    listWaiting: false,
    claims: [],
  };
  for (const event of past as GiftClaimModelEvent[]) {
    const rule = GIFT_DIALOG_RULES[view.screen][event.type] as Rule<typeof event.type> | undefined;
    if (rule) view = rule(view, event as never);
  }
  return view;
}
