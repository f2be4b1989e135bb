import type { English } from '../translation';
import type { reminders as indonesian } from '../reminders';

const minutesWord = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

/** "Remind me": the reminder button, its states and the in-app banner. */
export const reminders: English<typeof indonesian> = {
  remindMe: 'Remind me',
  remindMeLabel: (title: string) => `Remind me before ${title} starts`,
  active: (minutes: number) => `Reminder set (${minutesWord(minutes)} before the start).`,
  tooSoon: (minutes: number) => `The session starts in less than ${minutesWord(minutes)}, so no reminder is needed.`,
  cancel: 'Cancel reminder',
  cancelLabel: (title: string) => `Cancel the reminder for ${title}`,
  viaNotification: 'You will get a notification.',
  viaNative: 'You will get a notification on this device.',
  viaBanner: 'Notifications are not allowed, so we will remind you with a banner while the app is open.',
  noticeTitle: 'Session starting soon',
  noticeBody: (title: string, minutes: number) => `${title} starts in ${minutesWord(minutes)}.`,
  bannerLabel: 'Session reminder',
  bannerOpen: 'Open session',
  bannerDismiss: 'Dismiss reminder',
  paymentRemindMe: 'Remind me before the payment deadline',
  paymentRemindMeLabel: (order: string) => `Remind me before the payment deadline of ${order}`,
  paymentActive: (minutes: number) => `Payment reminder set (${minutesWord(minutes)} before the deadline).`,
  paymentCancelLabel: (order: string) => `Cancel the payment reminder for ${order}`,
  paymentNoticeTitle: 'Pay for your order soon',
  paymentNoticeBody: (order: string, minutes: number) => `${order} is cancelled in ${minutesWord(minutes)} unless it is paid.`,
  paymentBannerLabel: 'Payment reminder',
  paymentBannerOpen: 'See the order',
};
