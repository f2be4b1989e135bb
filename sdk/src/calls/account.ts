// Account recovery (x-assumed): "Kirim kode saya" asks the platform to send a visitor's
// invitation code to the email or phone kept with the account. The answer is the same for a
// known and an unknown address; a platform without the call answers 404. Only the sign-in page's
// recovery form loads this module.
import type { CallOptions, Transport } from '../client.js';
import { vSendCodeResponse } from '../generated/valibot/vSendCodeResponse.js';

/** One of the two: the email or the phone the visitor gave. */
export type SendCodeTo = { email: string; phone?: never } | { phone: string; email?: never };

export const calls = ({ client, call }: Transport) => ({
  /** POST /api/auth/send-code: sends the code to the address if an account holds it (no token). */
  sendCode: (to: SendCodeTo, o?: CallOptions) => call((signal) => client.POST('/api/auth/send-code', { body: to, signal }), vSendCodeResponse, o),
});
