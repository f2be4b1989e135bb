import type { English } from '../translation';
import type { gift as indonesian } from '../gift';

/** The prize picker (SPEC §2 and §8; in Indonesian SPEC's words, here their English). */
export const gift: English<typeof indonesian> = {
  title: 'Choose a prize',
  description: 'Choose the prize you want to claim. Each prize can be claimed once; you can still claim the other prizes in this list.',
  choose: 'Choose',
  submitting: 'Sending your choice…',
  close: 'Close',
  selected: 'Selected',
  success: 'Claimed successfully',
  /** Under 'Claimed successfully': which prize, and how to collect it. */
  claimedPrize: (name: string) => `Your prize: ${name}.`,
  howToCollect: (how: string) => `How to collect it: ${how}`,
  howToCollectDefault: "show your profile QR code at the organisers' desk.",
  errorTitle: 'Claim failed',
  successTitle: 'Success',
  emptyTitle: 'No prizes available',
  emptyDescription: 'You have claimed every prize, or there are no new prizes yet.',
  loading: 'Loading prizes…',
  signedOutTitle: 'Sign in to see your prizes',
  signedOutHint: 'Prizes from the organisers appear here once you sign in with your invitation code.',
};
