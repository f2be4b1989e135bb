// The exhibitor's side (x-assumed): staff sign in with their exhibitor code and answer what
// visitors sent. A staff token is a kind of its own: build a client whose getToken gives it
// (never the visitor's session), then `staffApi.extend(calls)`. The organisers' counts are here
// too, on the visitor client of an organiser.
import type { CallOptions, Transport } from '../client.js';
import type { components } from '../generated/schema.js';
import * as schemas from '../generated/valibot.js';

type Schemas = components['schemas'];
export type StaffSession = Schemas['StaffSession'];
export type ReceivedInquiry = Schemas['ReceivedInquiry'];
export type ReceivedContact = Schemas['ReceivedContact'];
export type ReceivedMeeting = Schemas['ReceivedMeeting'];
export type DeskSlot = Schemas['DeskSlot'];
export type ReachCounts = Schemas['ReachCounts'];

export const calls = ({ client, call }: Transport) => ({
  /** POST /api/exhibitor/login: a staff token for the exhibitor the code belongs to (404 for an unknown code). */
  login: (code: string, o?: CallOptions) => call((signal) => client.POST('/api/exhibitor/login', { body: { code }, signal }), schemas.vExhibitorLoginResponse, o),
  /** POST /api/exhibitor/logout: ends this staff token. */
  logout: (o?: CallOptions) => call((signal) => client.POST('/api/exhibitor/logout', { signal }), schemas.vExhibitorLogoutResponse, o),
  /** GET /api/exhibitor/inquiries: this exhibitor's, newest first. */
  inquiries: (o?: CallOptions) => call((signal) => client.GET('/api/exhibitor/inquiries', { signal }), schemas.vDeskInquiriesResponse, o),
  markRead: (inquiryId: number, o?: CallOptions) =>
    call((signal) => client.POST('/api/exhibitor/inquiries/{inquiryId}/read', { params: { path: { inquiryId } }, signal }), schemas.vDeskMarkInquiryReadResponse, o),
  /** Sets the status replied; a second reply replaces the first. */
  reply: (inquiryId: number, reply: string, o?: CallOptions) =>
    call((signal) => client.POST('/api/exhibitor/inquiries/{inquiryId}/reply', { params: { path: { inquiryId } }, body: { reply }, signal }), schemas.vDeskReplyInquiryResponse, o),
  /** GET /api/exhibitor/contacts: shared with this exhibitor and not withdrawn, newest first. */
  contacts: (o?: CallOptions) => call((signal) => client.GET('/api/exhibitor/contacts', { signal }), schemas.vDeskContactsResponse, o),
  /** GET /api/exhibitor/meetings: every slot of this exhibitor with the request holding it. */
  slots: (o?: CallOptions) => call((signal) => client.GET('/api/exhibitor/meetings', { signal }), schemas.vDeskMeetingsResponse, o),
  answerMeeting: (meetingId: number, status: 'accepted' | 'declined', o?: CallOptions) =>
    call((signal) => client.POST('/api/exhibitor/meetings/{meetingId}', { params: { path: { meetingId } }, body: { status }, signal }), schemas.vDeskAnswerMeetingResponse, o),
  /** GET /api/admin/reach (organisers, with their own token): the fair's counts. */
  reachCounts: (o?: CallOptions) => call((signal) => client.GET('/api/admin/reach', { signal }), schemas.vAdminReachResponse, o),
});

export type ExhibitorDeskCalls = ReturnType<typeof calls>;
