import type { English } from '../translation';
import type { profile as indonesian } from '../profile';

/** The visitor's profile. */
export const profile: English<typeof indonesian> = {
  title: 'My profile',
  stars: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
  starsLabel: 'Stars',
  email: 'Email address',
  phone: 'Phone',
  agency: 'Organisation',
  unit: 'Department',
  salesman: 'Salesperson',
  visitorCode: 'Visitor code',
  qrAlt: 'Visitor QR code',
  qrUnavailable: 'The QR code cannot be shown. Show the visitor code below instead.',
  badgeTitle: 'Name badge',
  edit: 'Edit details',
  editTitle: 'Edit your details',
  saving: 'Saving…',
  saved: 'Details saved.',
  logout: 'Sign out',
  logoutTitle: 'Sign out of this account?',
  logoutRemoved: 'Removed from this device: your sign-in, and the copies of your profile, orders and QR code kept for use without internet.',
  logoutLists: 'Your list of booths to visit and your starred sessions are removed from this device too.',
  logoutKept: 'Kept with your account: your details, cart, orders, claimed prizes and recorded stamps.',
  logoutCode: (code: string) => `To sign in again, use your visitor code: ${code}.`,
  logoutConfirm: 'Sign out',
  logoutCancel: 'Cancel',
  notLoggedIn: 'You are not signed in.',
  notLoggedInHint: 'Sign in to see your profile and name badge.',
  emptyValue: '—',
  /** "My prizes": the prizes this visitor claimed, and when. */
  myPrizes: 'My prizes',
  myPrizesEmpty: 'You have not claimed any prizes yet.',
  myPrizesEmptyHint: 'Prizes from the organisers appear through the Prizes button at the top of the screen.',
  claimedAt: (when: string) => `Claimed ${when}`,
  prizeWithoutName: (id: number) => `Prize #${id}`,
};
