import type { English } from '../translation';
import type { login as indonesian } from '../login';

/** Login (invitation code) and registration. */
export const login: English<typeof indonesian> = {
  title: 'Sign in to Pameran',
  intro: 'Sign in with your invitation code, or register as a new visitor.',
  tabs: 'How to sign in',
  tabCode: 'Invitation code',
  tabRegister: 'Register',
  codeLabel: 'Invitation code',
  codeHint: 'The code is printed on your invitation.',
  codeRequired: 'Please enter your invitation code.',
  submitCode: 'Sign in',
  nameLabel: 'Full name',
  agencyLabel: 'Organisation / company',
  unitLabel: 'Department',
  unitHint: 'The department or division you work in, e.g. Maintenance.',
  salesmanLabel: "Salesperson's name",
  salesmanHint: 'The salesperson who invited you or looks after you; write "-" if there is none.',
  required: (field: string) => `${field} is required.`,
  termsAgree: 'I agree to the',
  termsLink: 'terms and conditions',
  termsRequired: 'You need to agree to the terms and conditions.',
  submitRegister: 'Register',
  submitting: 'Processing…',
  // While a registration is sent: on a busy network the platform may first ask for a short proof of work.
  registeringNote: 'When the network is busy, the app first verifies your registration; this can take a few seconds.',
  failedTitle: 'Sign-in failed',
  alreadyIn: 'You are already signed in.',
  // After "Register": the visitor's own sign-in code, their only way back in.
  registeredTitle: 'Registration successful',
  yourCode: 'Your sign-in code',
  keepCode: 'Keep this code. It is the only way to sign in again, after signing out or on another device.',
  copyCode: 'Copy code',
  copied: 'Code copied.',
  copyFailed: 'The code could not be copied automatically. Select the code above and copy it.',
  saveCode: 'Save as a note',
  shared: 'The code was sent to the app you chose.',
  saved: (file: string) => `The file ${file} is saved in your downloads.`,
  /** The note (shared, or the downloaded .txt). */
  noteTitle: 'Pameran sign-in code',
  noteText: (code: string, name: string) =>
    `Pameran sign-in code for ${name}: ${code}\nEnter this code on the Sign in page (Invitation code tab) to sign in again.`,
  noteFile: (code: string) => `pameran-sign-in-code-${code}.txt`,
  continue: 'Continue',
  toProfile: 'View profile',
};
