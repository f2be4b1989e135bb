import type { SnapshotFrom } from 'xstate';
import { NO_SELECTION, visiblePrizes, type GiftAlert } from './giftClaim';
import type { giftClaimMachine } from './giftClaim';
import type { Prize } from './types';

type GiftClaimSnapshot = SnapshotFrom<typeof giftClaimMachine>;

/**
 * Memoised per prize list, so useSelector gets the same array back until the list changes.
 */
const visibleByList = new WeakMap<readonly Prize[], Prize[]>();
export const selectVisiblePrizes = (snapshot: GiftClaimSnapshot): Prize[] => {
  const { prizes } = snapshot.context;
  let visible = visibleByList.get(prizes);
  if (!visible) {
    visible = visiblePrizes(prizes);
    visibleByList.set(prizes, visible);
  }
  return visible;
};

export const selectSelectedPrizeId = (snapshot: GiftClaimSnapshot): number => snapshot.context.selectedId;
export const selectIsSubmit = (snapshot: GiftClaimSnapshot): boolean => snapshot.context.isSubmit;
/** 'Pilih' is enabled only with a selection and only in the picker. */
export const selectCanChoose = (snapshot: GiftClaimSnapshot): boolean =>
  snapshot.matches('choosing') && snapshot.context.selectedId !== NO_SELECTION;
/** 'Pilih' is hidden while a submit is in progress. */
export const selectShowChooseButton = (snapshot: GiftClaimSnapshot): boolean => !snapshot.context.isSubmit;
export const selectGiftAlert = (snapshot: GiftClaimSnapshot): GiftAlert | null => snapshot.context.alert;
export const selectIsGiftClosed = (snapshot: GiftClaimSnapshot): boolean => snapshot.status === 'done';
