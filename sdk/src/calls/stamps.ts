// The booth stamps ("Paspor Stan", assumed; SPEC's platform answers 404): the visitor's card,
// a booth stamped with its QR code, and the booth staff's rotating code. Only the screens with
// the card, the scanner and the staff's page load this module: a visitor's first route never
// carries them.
import type { Transport, CallOptions } from '../client.js';
import { EVENT_ID } from '../constants.js';
import { vAddStampResponse } from '../generated/valibot/vAddStampResponse.js';
import { vBoothStaffCodeResponse } from '../generated/valibot/vBoothStaffCodeResponse.js';
import { vStampsResponse } from '../generated/valibot/vStampsResponse.js';

const event = { path: { eventId: EVENT_ID } };

export const calls = ({ client, call }: Transport) => ({
  /** The visitor's booth stamp card. */
  card: (o?: CallOptions) => call((signal) => client.GET('/api/events/{eventId}/stamps', { params: event, signal }), vStampsResponse, o),
  /** Stamps a booth with its QR code's secret or the printed short code (idempotent; 403 for a wrong stamp). */
  addStamp: (stamp: { booth_code: string; stamp: string }, o?: CallOptions) =>
    call((signal) => client.POST('/api/events/{eventId}/stamps', { params: event, body: stamp, signal }), vAddStampResponse, o),
  /** The booth's rotating stamp code for the booth staff's phone (no token: the staff key from the organisers' sheet). */
  boothStaffCode: (booth: string, key: string, o?: CallOptions) =>
    call((signal) => client.GET('/api/events/{eventId}/booth-code', { params: { path: { eventId: EVENT_ID }, query: { booth, key } }, signal }), vBoothStaffCodeResponse, o),
});
