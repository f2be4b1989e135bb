import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorMessage } from './errors';
import { messages } from './messages';
import { notProvided } from './placeholders';
import type { PrizesReceivedEvent } from './prizeFeed';
import type { Prize } from './types';

/** SPEC §9: prize id 1 is never offered in the picker. */
export const EXCLUDED_PRIZE_ID = 1;
/** selectedId 0 means nothing is selected. */
export const NO_SELECTION = 0;

/** The prizes the dialog shows: not id 1 and not already saved. */
export function visiblePrizes(prizes: readonly Prize[]): Prize[] {
  return prizes.filter((prize) => prize.id !== EXCLUDED_PRIZE_ID && prize.isSaved !== true);
}

/**
 * A list that arrives without news of what was claimed (the first value after a reload, the
 * list kept on this device): prizes this visitor already claimed, by id, stay claimed.
 */
export function keepClaimedMarks(incoming: readonly Prize[], known: readonly Prize[]): Prize[] {
  const claimed = new Set(known.filter((prize) => prize.isSaved === true).map((prize) => prize.id));
  return incoming.map((prize) => (claimed.has(prize.id) && prize.isSaved !== true ? { ...prize, isSaved: true } : prize));
}

const markSaved = (prizes: readonly Prize[], id: number): Prize[] => prizes.map((prize) => (prize.id === id ? { ...prize, isSaved: true } : prize));

/** The platform already holds this visitor's claim of the prize (409 Conflict). */
export const isAlreadyClaimed = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;

const isVisible = (prizes: readonly Prize[], id: number) => visiblePrizes(prizes).some((prize) => prize.id === id);

export type GiftAlert = { kind: 'success'; message: string } | { kind: 'error'; message: string };

export type GiftClaimEvent =
  | { type: 'user.selectPrize'; id: number }
  | { type: 'user.submitPrize' }
  | { type: 'user.closeGift' }
  | { type: 'user.acknowledgeAlert' }
  | PrizesReceivedEvent;

export interface GiftClaimInput {
  prizes: Prize[];
}

export interface GiftClaimContext {
  prizes: Prize[];
  selectedId: number;
  isSubmit: boolean;
  alert: GiftAlert | null;
  /** A list arrived while 'Berhasil di klaim' was up: OK shows it instead of closing. */
  newerListWaiting: boolean;
  /**
   * The prize just claimed and the claim's answer as sent (text; the dialog reads how to collect
   * the prize from it), shown with 'Berhasil di klaim'.
   */
  claimed: { id: number; receipt: string | void } | null;
  /**
   * The prize the claim in flight is for. A list pushed meanwhile may drop the selection (the
   * platform often marks the prize saved before the claim's answer arrives); the answer is
   * still about this prize.
   */
  claimingId: number;
}

/** What the dialog hands back when it closes: the list it held (the root keeps it for /popup-gift). */
export interface GiftClaimOutput {
  prizes: Prize[];
}

export const giftClaimMachine = setup({
  types: {
    input: {} as GiftClaimInput,
    context: {} as GiftClaimContext,
    events: {} as GiftClaimEvent,
    output: {} as GiftClaimOutput,
  },
  actors: {
    // Resolves to the claim's answer as sent (text), if any.
    claimPrize: fromPromise<string | void, { giftId: number }>(notProvided('claimPrize')),
  },
  guards: {
    newerListWaiting: ({ context }) => context.newerListWaiting,
    isVisiblePrize: ({ context, event }) => {
      assertEvent(event, 'user.selectPrize');
      return isVisible(context.prizes, event.id);
    },
    hasSelection: ({ context }) => context.selectedId !== NO_SELECTION,
  },
  actions: {
    // A newer list replaces the old one (a held one keeps what was claimed claimed); the
    // selection survives only if still offered.
    replacePrizes: assign(({ context, event }) => {
      assertEvent(event, 'prizes.received');
      const prizes = event.held ? keepClaimedMarks(event.prizes, context.prizes) : event.prizes;
      return {
        prizes,
        selectedId: isVisible(prizes, context.selectedId) ? context.selectedId : NO_SELECTION,
      };
    }),
  },
}).createMachine({
  id: 'giftClaim',
  context: ({ input }) => ({
    prizes: input.prizes,
    selectedId: NO_SELECTION,
    isSubmit: false,
    alert: null,
    newerListWaiting: false,
    claimed: null,
    claimingId: NO_SELECTION,
  }),
  output: ({ context }) => ({ prizes: context.prizes }),
  initial: 'choosing',
  // There is deliberately no backdrop event: only the close icon or a finished claim closes.
  states: {
    choosing: {
      on: {
        'user.selectPrize': {
          guard: 'isVisiblePrize',
          actions: assign({ selectedId: ({ event }) => event.id }),
        },
        'user.submitPrize': { guard: 'hasSelection', target: 'submitting' },
        'user.closeGift': 'closed',
        'prizes.received': { actions: 'replacePrizes' },
      },
    },
    submitting: {
      entry: assign({ isSubmit: true, claimingId: ({ context }) => context.selectedId }),
      invoke: {
        id: 'claimPrize',
        src: 'claimPrize',
        input: ({ context }) => ({ giftId: context.claimingId }),
        onDone: {
          target: 'claimed',
          // The claimed prize is marked saved, so the list handed back offers it no more.
          actions: assign({
            alert: { kind: 'success', message: messages.prizeClaimed },
            claimed: ({ context, event }) => ({ id: context.claimingId, receipt: event.output }),
            prizes: ({ context }) => markSaved(context.prizes, context.claimingId),
          }),
        },
        // A 401 ends the session through the SDK's interceptor; the root then closes the dialog.
        onError: {
          target: 'failed',
          actions: assign({
            isSubmit: false,
            alert: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }),
            // 'sudah Anda klaim': the platform has the claim (made just before a reload, or on
            // another device), so the prize is claimed here too and offered no more.
            prizes: ({ context, event }) => (isAlreadyClaimed(event.error) ? markSaved(context.prizes, context.claimingId) : context.prizes),
            selectedId: ({ context, event }) => (isAlreadyClaimed(event.error) ? NO_SELECTION : context.selectedId),
          }),
        },
      },
      on: { 'prizes.received': { actions: 'replacePrizes' } },
    },
    // 'Berhasil di klaim' is showing; its OK closes the dialog, or shows a list that arrived
    // meanwhile (SPEC §4: every later list opens the dialog; none is lost behind the alert).
    claimed: {
      on: {
        'prizes.received': { actions: ['replacePrizes', assign({ newerListWaiting: true })] },
        'user.acknowledgeAlert': [
          {
            guard: 'newerListWaiting',
            target: 'choosing',
            actions: assign({ alert: null, isSubmit: false, selectedId: NO_SELECTION, newerListWaiting: false, claimed: null }),
          },
          { target: 'closed' },
        ],
      },
    },
    // The server's message is showing; its OK returns to the picker with the selection kept.
    failed: {
      on: {
        'user.acknowledgeAlert': { target: 'choosing', actions: assign({ alert: null }) },
        'prizes.received': { actions: 'replacePrizes' },
      },
    },
    closed: { type: 'final' },
  },
});
