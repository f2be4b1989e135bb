import type { English } from '../translation';
import type { adminGift as indonesian } from '../adminGift';

const prizes = (count: number) => `${count} ${count === 1 ? 'prize' : 'prizes'}`;

/** The admin-gift screen: pick a visitor and push a prize list to them. */
export const adminGift: English<typeof indonesian> = {
  intro: "Choose a visitor and prizes, then send. The prize list appears in the visitor's app straight away.",
  visitorsHeading: 'Visitors',
  visitorsEmpty: 'No visitors registered yet.',
  visitorFilter: 'Search visitors',
  visitorFilterHint: 'Name, organisation, e-mail, phone or visitor number.',
  visitorNoMatch: 'No matching visitors.',
  visitorOption: (name: string, agency: string | undefined) => (agency ? `${name} — ${agency}` : name),
  visitorDetails: (id: number, contacts: string[]) => [`Visitor no. ${id}`, ...contacts].join(' · '),
  prizesHeading: 'Prizes',
  prizesEmpty: 'No prizes yet.',
  selectAll: 'Select all',
  send: 'Send prizes',
  sending: 'Sending…',
  needVisitor: 'Choose a visitor first.',
  needPrize: 'Choose at least one prize.',
  sent: (count: number, name: string) => `${prizes(count)} sent to ${name}.`,
  /** What the visitor's 'Choose a prize' will offer of what was sent, and why the rest is left out. */
  visitorSees: (name: string, shown: number) =>
    shown === 0 ? `${name} will not see any new prizes.` : `${name} will see ${prizes(shown)}.`,
  placeholderLeftOut: (count: number) =>
    count === 1
      ? '1 sample prize (ID 1) is never shown to visitors.'
      : `${count} sample prizes (ID 1) are never shown to visitors.`,
  claimedLeftOut: (count: number) =>
    count === 1
      ? '1 prize has already been claimed by this visitor, so it is not shown again.'
      : `${count} prizes have already been claimed by this visitor, so they are not shown again.`,
  placeholderNote: 'not shown in the visitor app',
  organisersOnlyTitle: 'For fair organisers only',
  signInAsOrganiser: 'This page is for organisers only. Sign in with an organiser code to send prizes to visitors.',
  notAnOrganiser: 'Your account is a visitor account, so you cannot send prizes. Prizes for you will appear in the app automatically when the organisers send them.',
};
