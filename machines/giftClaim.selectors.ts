import type { SnapshotFrom } from 'xstate';
import { NO_SELECTION, visiblePrizes, type GiftAlert } from './giftClaim';
import type { giftClaimMachine, GiftClaimContext } from './giftClaim';
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
/** Every prize of the list, claimed ones too (the claimed prize's name is read from it). */
export const selectPrizeList = (snapshot: GiftClaimSnapshot): readonly Prize[] => snapshot.context.prizes;
/** The prize just claimed (its id) and the claim's answer (the same object until the next claim). */
export const selectClaimedPrize = (snapshot: GiftClaimSnapshot): GiftClaimContext['claimed'] => snapshot.context.claimed;
export const selectIsGiftClosed = (snapshot: GiftClaimSnapshot): boolean => snapshot.status === 'done';
