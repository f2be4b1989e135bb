// The exhibitor's side (x-assumed): staff sign in with their exhibitor's code and answer what
// visitors sent. A staff token is a kind of its own, kept apart from the visitor's session: every
// desk call takes it as its first argument and sends it instead of whatever the client holds (a
// 401 for it is the desk's, never the visitor session's end). The organisers' counts are here
// too, sent with the client's own (organiser's) token.
import type { Middleware } from 'openapi-fetch';
import type { CallOptions, Transport } from '../client.js';
import type { components } from '../generated/schema.js';
import { vAdminReachResponse } from '../generated/valibot/vAdminReachResponse.js';
import { vDeskAnswerMeetingResponse } from '../generated/valibot/vDeskAnswerMeetingResponse.js';
import { vDeskContactsResponse } from '../generated/valibot/vDeskContactsResponse.js';
import { vDeskInquiriesResponse } from '../generated/valibot/vDeskInquiriesResponse.js';
import { vDeskMarkInquiryReadResponse } from '../generated/valibot/vDeskMarkInquiryReadResponse.js';
import { vDeskMeetingsResponse } from '../generated/valibot/vDeskMeetingsResponse.js';
import { vDeskReplyInquiryResponse } from '../generated/valibot/vDeskReplyInquiryResponse.js';
import { vExhibitorLoginResponse } from '../generated/valibot/vExhibitorLoginResponse.js';
import { vExhibitorLogoutResponse } from '../generated/valibot/vExhibitorLogoutResponse.js';

type Schemas = components['schemas'];
export type StaffSession = Schemas['StaffSession'];
export type ReceivedInquiry = Schemas['ReceivedInquiry'];
export type ReceivedContact = Schemas['ReceivedContact'];
export type ReceivedMeeting = Schemas['ReceivedMeeting'];
export type DeskSlot = Schemas['DeskSlot'];
export type ReachCounts = Schemas['ReachCounts'];

/** Sends the staff token, after the client's own auth has set (or left out) the visitor's. */
const asStaff = (staffToken: string) => ({
  middleware: [{
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${staffToken}`);
      return request;
    },
  } satisfies Middleware],
});

export const calls = ({ client, call }: Transport) => ({
  /** POST /api/exhibitor/login: a staff token for the exhibitor the code belongs to (404 for an unknown code). */
  login: (code: string, o?: CallOptions) => call((signal) => client.POST('/api/exhibitor/login', { body: { code }, signal }), vExhibitorLoginResponse, o),
  /** POST /api/exhibitor/logout: ends this staff token ("Keluar"). */
  logout: (staffToken: string, o?: CallOptions) =>
    call((signal) => client.POST('/api/exhibitor/logout', { ...asStaff(staffToken), signal }), vExhibitorLogoutResponse, o),
  /** GET /api/exhibitor/inquiries: this exhibitor's, newest first. */
  inquiries: (staffToken: string, o?: CallOptions) =>
    call((signal) => client.GET('/api/exhibitor/inquiries', { ...asStaff(staffToken), signal }), vDeskInquiriesResponse, o),
  markRead: (staffToken: string, inquiryId: number, o?: CallOptions) =>
    call((signal) => client.POST('/api/exhibitor/inquiries/{inquiryId}/read', { params: { path: { inquiryId } }, ...asStaff(staffToken), signal }), vDeskMarkInquiryReadResponse, o),
  /** Sets the status replied; a second reply replaces the first. */
  reply: (staffToken: string, inquiryId: number, reply: string, o?: CallOptions) =>
    call((signal) => client.POST('/api/exhibitor/inquiries/{inquiryId}/reply', { params: { path: { inquiryId } }, body: { reply }, ...asStaff(staffToken), signal }), vDeskReplyInquiryResponse, o),
  /** GET /api/exhibitor/contacts: shared with this exhibitor and not withdrawn, newest first. */
  contacts: (staffToken: string, o?: CallOptions) =>
    call((signal) => client.GET('/api/exhibitor/contacts', { ...asStaff(staffToken), signal }), vDeskContactsResponse, o),
  /** GET /api/exhibitor/meetings: every slot of this exhibitor with the request holding it. */
  slots: (staffToken: string, o?: CallOptions) =>
    call((signal) => client.GET('/api/exhibitor/meetings', { ...asStaff(staffToken), signal }), vDeskMeetingsResponse, o),
  answerMeeting: (staffToken: string, meetingId: number, status: 'accepted' | 'declined', o?: CallOptions) =>
    call((signal) => client.POST('/api/exhibitor/meetings/{meetingId}', { params: { path: { meetingId } }, body: { status }, ...asStaff(staffToken), signal }), vDeskAnswerMeetingResponse, o),
  /** GET /api/admin/reach (organisers, with the client's own token): the fair's counts. */
  reachCounts: (o?: CallOptions) => call((signal) => client.GET('/api/admin/reach', { signal }), vAdminReachResponse, o),
});

export type ExhibitorDeskCalls = ReturnType<typeof calls>;
