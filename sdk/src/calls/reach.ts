// A visitor reaching an exhibitor (x-assumed; SPEC's platform answers 404 to every call here):
// quotation requests, shared contacts and meeting slots. Imported by the screens that need
// them (`api.extend(calls)`), so none of it rides in the first route.
import type { CallOptions, Transport } from '../client.js';
import { EVENT_ID } from '../constants.js';
import type { components } from '../generated/schema.js';
import { vCancelMeetingResponse } from '../generated/valibot/vCancelMeetingResponse.js';
import { vExhibitorSlotsResponse } from '../generated/valibot/vExhibitorSlotsResponse.js';
import { vMyContactsResponse } from '../generated/valibot/vMyContactsResponse.js';
import { vMyInquiriesResponse } from '../generated/valibot/vMyInquiriesResponse.js';
import { vMyMeetingsResponse } from '../generated/valibot/vMyMeetingsResponse.js';
import { vRequestMeetingResponse } from '../generated/valibot/vRequestMeetingResponse.js';
import { vSendInquiryResponse } from '../generated/valibot/vSendInquiryResponse.js';
import { vShareContactResponse } from '../generated/valibot/vShareContactResponse.js';
import { vWithdrawContactResponse } from '../generated/valibot/vWithdrawContactResponse.js';

type Schemas = components['schemas'];
export type Inquiry = Schemas['Inquiry'];
export type ReplyTo = Schemas['ReplyTo'];
export type ContactShare = Schemas['ContactShare'];
export type SharedContact = Schemas['SharedContact'];
export type Slot = Schemas['Slot'];
export type Meeting = Schemas['Meeting'];

/** What a quotation request sends; `consent` is the visitor's explicit agreement to share `reply_to` with this exhibitor. */
export interface InquiryRequest {
  exhibitor_id: number;
  product_id?: number;
  quantity?: number;
  unit?: string;
  note: string;
  reply_to: { phone: string } | { email: string };
  consent: true;
}

/** What sharing a contact sends: at least one of phone and e-mail. */
export interface ContactShareRequest {
  exhibitor_id: number;
  share: { phone?: string; email?: string };
  consent: true;
}

/** `idempotencyKey`: the Idempotency-Key header; the same key sent again (an offline queue's resend) is applied once. */
export type KeyedCallOptions = CallOptions & { idempotencyKey?: string };

const keyed = (o?: KeyedCallOptions) => (o?.idempotencyKey ? { header: { 'Idempotency-Key': o.idempotencyKey } } : {});

export const calls = ({ client, call }: Transport) => ({
  /** POST /api/events/1/inquiries: ask an exhibitor for a quotation. */
  sendInquiry: (request: InquiryRequest, o?: KeyedCallOptions) =>
    call((signal) => client.POST('/api/events/{eventId}/inquiries', { params: { path: { eventId: EVENT_ID }, ...keyed(o) }, body: request, signal }), vSendInquiryResponse, o),
  /** GET /api/users/inquiries: the visitor's own, newest first ("Permintaan saya"). */
  myInquiries: (o?: CallOptions) => call((signal) => client.GET('/api/users/inquiries', { signal }), vMyInquiriesResponse, o),
  /** POST /api/events/1/contacts: share a contact with one exhibitor (sharing again replaces it). */
  shareContact: (request: ContactShareRequest, o?: CallOptions) =>
    call((signal) => client.POST('/api/events/{eventId}/contacts', { params: { path: { eventId: EVENT_ID } }, body: request, signal }), vShareContactResponse, o),
  /** GET /api/users/contacts: the contacts this visitor shared ("Kontak yang saya bagikan"). */
  myContacts: (o?: CallOptions) => call((signal) => client.GET('/api/users/contacts', { signal }), vMyContactsResponse, o),
  /** DELETE /api/users/contacts/{id}: the exhibitor no longer sees it. */
  withdrawContact: (contactId: number, o?: CallOptions) =>
    call((signal) => client.DELETE('/api/users/contacts/{contactId}', { params: { path: { contactId } }, signal }), vWithdrawContactResponse, o),
  /** GET /api/events/1/exhibitors/{id}/slots: public, soonest first, started ones left out. */
  slots: (exhibitorId: number, o?: CallOptions) =>
    call((signal) => client.GET('/api/events/{eventId}/exhibitors/{exhibitorId}/slots', { params: { path: { eventId: EVENT_ID, exhibitorId } }, signal }), vExhibitorSlotsResponse, o),
  /** POST /api/events/1/meetings: ask for a slot (409 when it is taken or has started). */
  requestMeeting: (request: { slot_id: number; note?: string }, o?: KeyedCallOptions) =>
    call((signal) => client.POST('/api/events/{eventId}/meetings', { params: { path: { eventId: EVENT_ID }, ...keyed(o) }, body: request, signal }), vRequestMeetingResponse, o),
  /** GET /api/users/meetings: the visitor's own, soonest first. */
  myMeetings: (o?: CallOptions) => call((signal) => client.GET('/api/users/meetings', { signal }), vMyMeetingsResponse, o),
  /** DELETE /api/users/meetings/{id}: cancelled (409 once the slot has started). */
  cancelMeeting: (meetingId: number, o?: CallOptions) =>
    call((signal) => client.DELETE('/api/users/meetings/{meetingId}', { params: { path: { meetingId } }, signal }), vCancelMeetingResponse, o),
});

export type ReachCalls = ReturnType<typeof calls>;
