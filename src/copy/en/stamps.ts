import type { English } from '../translation';
import type { stamps as indonesian } from '../stamps';

/** "1 booth", "3 booths": a count with its noun (the organisers' stamp texts use it too). */
export const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Booth QR codes, the scanner ("Scan") and the booth stamp card ("Booth passport"). */
export const stamps: English<typeof indonesian> = {
  // The scanner
  scanTitle: 'Scan booth QR code',
  scanIntro: "Point your camera at the QR code printed at an exhibitor's booth. The booth's page opens and your visit is recorded.",
  asking: 'Asking for camera permission… Choose "Allow" if your browser asks.',
  scanning: 'Camera on. Point it at a booth QR code.',
  found: (code: string) => `QR code of booth ${code} found. Opening the booth…`,
  notOurs: 'This is not a booth code of this fair. The QR code was not opened.',
  refused: 'Camera permission was denied. Allow the camera in your browser settings to scan, or type the booth code below.',
  noCamera: 'No camera is available on this device. Type the booth code below.',
  videoLabel: 'Camera image for scanning booth QR codes',
  manualHeading: 'Type the booth code',
  boothCodeLabel: 'Booth code',
  boothCodeHint: 'For example: A-05. It is written under the QR code.',
  boothCodeInvalid: 'A booth code is made of letters, numbers and hyphens, for example A-05.',
  stampCodeLabel: 'Stamp code (optional)',
  stampCodeHint: 'Six letters/numbers under the QR code. Without this code the booth opens, but you do not get a stamp.',
  stampCodeInvalid: 'A stamp code is made of 6 letters or numbers.',
  openBooth: 'Open booth',
  // The native app's scanner (it opens over the app)
  askingNative: 'Opening the QR scanner… Choose "Allow" if your phone asks for camera permission.',
  refusedNative: 'Camera permission was denied. Allow the camera for the Pameran app in your phone settings to scan, or type the booth code below.',
  preparing: 'Setting up the QR scanner on this phone (only once, needs an internet connection)…',
  closed: 'The scanner closed without reading a QR code. Scan again, or type the booth code below.',
  failed: 'The QR scanner could not be opened. Try scanning again, or type the booth code below.',
  scanAgain: 'Scan again',

  // A booth opened from its QR code
  stamped: (code: string, count: number, target: number) => `Stamp for booth ${code} recorded (${count} of ${target}).`,
  visitWithoutStamp: (code: string) =>
    `Visit to booth ${code} recorded, but the printed QR code does not give a stamp. Ask the booth staff to show the stamp code on their phone, then scan or type it.`,
  cardVisitedOnly: (codes: string) =>
    `Visited without a stamp: ${codes}. The printed QR code records the visit only; the stamp comes with the code the booth staff show.`,
  stampedOnDevice: (code: string) => `Visit to booth ${code} recorded on this device.`,
  queued: (code: string) => `You are offline. The stamp for booth ${code} is saved on this device and will be sent automatically when you are back online.`,
  sending: (code: string) => `Sending the stamp for booth ${code}…`,
  signInForStamp: (code: string) => `Sign in to collect the stamp for booth ${code}. The stamp will wait until you sign in.`,
  signIn: 'Sign in',
  stampRefused: (code: string, message: string) => `The stamp for booth ${code} was not recorded: ${message}`,

  // The stamp card
  cardTitle: 'Booth passport',
  cardProgress: (count: number, target: number) => `${count} of ${target} ${target === 1 ? 'booth' : 'booths'} stamped`,
  cardProgressOnDevice: (count: number) => `${counted(count, 'booth', 'booths')} visited`,
  cardComplete: 'Complete! The organisers will send your prize to this app.',
  cardRewardSent: 'Complete! Your prize has been sent: open Prizes at the top of the screen to choose it.',
  cardRewardClaimed: 'Complete! You have claimed your prize. How to collect it is under My prizes, on your profile.',
  cardReward: (reward: string) => `Prize: ${reward}`,
  cardRules: (target: number) => `Collect a stamp at ${target} booths: scan the QR code printed at each booth. The organisers then send the prize to your app.`,
  cardRewardAsSent: "Prize (the organiser's words, in Indonesian):",
  cardEmpty: "No stamps yet. Scan the QR code at an exhibitor's booth to start collecting.",
  cardDeviceOnly: "This fair's platform does not record stamps yet: your visits are saved on this device only.",
  cardPending: (count: number) => `${counted(count, 'stamp', 'stamps')} waiting to be sent (offline).`,
  cardStampsLabel: 'Booths already stamped',
  cardLoadFailed: 'The booth passport could not be loaded.',
  cardSignIn: 'Sign in to collect booth stamps.',

  // The way to the organisers' page (src/copy/adminStamps.ts)
  adminLink: 'Booth QR codes & passport',
  // Logging out offline, with stamps still waiting to be sent
  logoutDropsStamps: (count: number) =>
    `You are offline. ${counted(count, 'booth stamp has', 'booth stamps have')} not been sent yet and will be deleted from this device if you log out now. Wait until you are online so they are sent first.`,
  logoutAnyway: 'Log out and delete stamps',
  stayForStamps: 'Cancel, stay logged in',
  // A platform without the stamp calls
  unavailable: "This fair's platform does not support booth stamps.",
};
