import type { English } from '../translation';
import type { myDay as indonesian } from '../myDay';

/** "My day" (/hari-saya): the visitor's day on one timeline, and where their lists are kept. */
export const myDay: English<typeof indonesian> = {
  title: 'My day',
  intro: 'The sessions you starred, the booths you want to visit and your meetings, in time order, with the walk between them.',
  login: 'Sign in to plan your day: starred sessions, booths to visit and meetings.',
  loading: 'Planning your day…',
  empty: 'Your day is still empty.',
  emptyHint: 'Star sessions on the Agenda, or mark booths "Want to visit" on the Floor plan. They all appear here in order.',
  toAgenda: 'Open the Agenda',
  toPlan: 'Open the Floor plan',
  boothsNow: 'Now: booths to visit',
  session: 'Session',
  meeting: 'Meeting',
  booth: (code: string) => `Booth ${code}`,
  meetingWith: (exhibitor: string) => `Meeting with ${exhibitor}`,
  meetingStatus: { requested: 'Awaiting an answer', accepted: 'Accepted', declined: 'Declined', cancelled: 'Cancelled' },
  timeRange: (from: string, to: string) => `${from}–${to} WIB`,
  at: (place: string) => `in ${place}`,
  walk: (minutes: number) => `${minutes} min walk`,
  sameRoom: 'In the same room',
  leave: (what: string, time: string, place: string, minutes: number, leaveAt: string) => `${what} ${time} ${place}: ${minutes} min walk, leave at ${leaveAt}`,
  tooShort: 'Too little time: you would have to leave before the item before ends.',
  noWalk: 'Walking time unknown (the place is not on the floor plan).',
  noPlan: 'The floor plan is not available yet, so walking times cannot be worked out.',
  keptWithAccount: 'Your starred sessions and booth list are kept with your account: they are there whenever you sign in, on any device.',
  keptOnDevice: "This event's platform does not keep your lists with your account yet, so they are kept on this device only, locked with your sign-in code: after signing out, they come back when you sign in again with the same code on this device.",
  keptUnknown: 'Your lists are kept on this device and sent to your account as soon as you are connected.',
};
