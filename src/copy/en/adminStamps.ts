import type { English } from '../translation';
import type { adminStamps as indonesian } from '../adminStamps';
import { counted } from './stamps';

/** The organisers' page of booth QR codes and the stamp card, and the booth staff's page. */
export const adminStamps: English<typeof indonesian> = {
  adminTitle: 'Booth QR codes & passport',
  adminIntro: "Print each booth's QR code, set the stamp target, and send prizes to visitors who complete the booth passport.",
  print: 'Print QR sheet',
  sheetHeading: 'Booth QR sheet',
  sheetCount: (count: number) => `${counted(count, 'booth', 'booths')}. Print on A4 paper.`,
  sheetStampCode: (code: string) => `Stamp code: ${code}`,
  sheetQrAlt: (code: string) => `QR code of booth ${code}`,
  sheetAddress: (origin: string) => `The QR codes on this sheet open ${origin}`,
  sheetNoPublicAddress: (origin: string) =>
    `The app's public address is not set (PUBLIC_APP_URL), so the QR codes point at this page's address, ${origin}. Make sure visitors' phones can open it before printing.`,
  printRefused: (publicUrl: string, here: string) =>
    `This sheet is not printed from ${here}: its QR codes point at ${publicUrl}, the app's address for the fair. Open ${publicUrl}/admin-stamps and print from there.`,
  targetHeading: 'Stamp target',
  targetLabel: 'Number of booths needed to complete the passport',
  targetSave: 'Save target',
  targetSaved: (target: number) => `Target saved: ${counted(target, 'booth', 'booths')}.`,
  completedHeading: 'Visitors who completed the passport',
  completedEmpty: 'No visitors have completed the booth passport yet.',
  completedLine: (name: string, agency: string | undefined, stamped: number | undefined) =>
    [name, agency, stamped === undefined ? '' : counted(stamped, 'stamp', 'stamps')].filter(Boolean).join(' · '),
  tooFast: (most: number | undefined) =>
    `Too fast to have walked${most === undefined ? '' : `: ${counted(most, 'booth', 'booths')} within one minute`}. Check before sending the prize.`,
  staffPageLink: (code: string) => `Booth ${code} staff page (send it to the staff, do not print it)`,
  staffTitle: (code: string) => `Booth ${code} stamp code`,
  staffIntro: 'Show this screen to visitors: they scan this QR code or type the code. The code changes every 5 minutes.',
  staffQrAlt: (code: string) => `Current stamp QR code of booth ${code}`,
  staffCodeLabel: 'Current stamp code',
  staffValidUntil: (until: Date) => `Valid until ${until.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}; this page renews it by itself.`,
  staffNotRotating: 'This platform still stamps with the printed QR code; this code is not needed yet.',
  sendReward: 'Send prize',
  sendRewardTo: (name: string) => `Send prize to ${name}`,
  rewardSent: (name: string) => `Prize sent to ${name}.`,
  noRewardPrize: 'The platform does not say which prize: send it from the Send prizes page.',
  rewardAlreadySent: 'Prize sent, not claimed yet.',
  rewardClaimed: 'Prize claimed.',
  sendAll: (count: number) => `Send the prize to everyone still waiting (${count})`,
  sendAllNone: 'Every visitor who completed the card has been sent the prize or waits to be checked.',
  sendAllTitle: 'Send the prize to everyone?',
  sendAllQuestion: (count: number, prize: string) =>
    `${prize} will be sent to ${count} ${count === 1 ? 'visitor who completed the booth card and has' : 'visitors who completed the booth card and have'} not had the prize yet.`,
  sendAllSkipsTooFast: (count: number) => `${count} flagged as too fast ${count === 1 ? 'is' : 'are'} left out: check them and send one by one.`,
  sendAllConfirm: (count: number) => `Send to ${count} ${count === 1 ? 'visitor' : 'visitors'}`,
  sendAllSending: (done: number, count: number) => `Sending… ${done} of ${count}`,
  sendAllDone: (count: number) => `Prize sent to ${count} ${count === 1 ? 'visitor' : 'visitors'}.`,
  sendAllPartly: (sent: number, count: number, failed: string) => `Prize sent to ${sent} of ${count} visitors. Failed: ${failed}. Send again for those still waiting.`,
  sendAllFailedOne: (name: string, message: string) => (message ? `${name} (${message})` : name),
};
