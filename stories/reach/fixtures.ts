// The platform's answers for reaching an exhibitor (x-assumed calls): the visitor's requests
// in each status, a shared contact, meeting slots and a requested meeting.
import type { Inquiry, Meeting, SharedContact, Slot } from '@pameran/sdk/calls/reach';
import type { StoryApi } from '../support/api';
import { failure } from '../support/outcome';
import { exhibitor, product } from '../fixtures/event';

export const reachEndpoints = {
  inquiries: 'GET /api/users/inquiries',
  sendInquiry: 'POST /api/events/1/inquiries',
  contacts: 'GET /api/users/contacts',
  shareContact: 'POST /api/events/1/contacts',
  withdrawContact: 'DELETE /api/users/contacts/:id',
  slots: 'GET /api/events/1/exhibitors/:id/slots',
  requestMeeting: 'POST /api/events/1/meetings',
  meetings: 'GET /api/users/meetings',
  cancelMeeting: 'DELETE /api/users/meetings/:id',
} as const;

export const inquiries: Inquiry[] = [
  {
    id: 3, exhibitor_id: exhibitor.id, exhibitor_name: exhibitor.name, booth_code: exhibitor.booth_code, product_id: product.id, product_name: product.name,
    quantity: 2, unit: 'unit', note: 'Mohon harga untuk 2 unit, dikirim ke Bekasi.', reply_to: { phone: '+6281234567890' }, status: 'replied',
    reply: 'Selamat siang Pak Budi, harga 2 unit Rp 24.500.000 termasuk ongkos kirim ke Bekasi. Penawaran resmi kami kirim lewat WhatsApp.',
    created_at: '2026-11-23T03:10:00Z', replied_at: '2026-11-23T04:02:00Z',
  },
  { id: 2, exhibitor_id: 2, exhibitor_name: 'CV Hidrolik Jaya Abadi', booth_code: 'B-02', note: 'Apakah ada seal kit untuk PC200-8?', reply_to: { email: 'budi.santoso@majuteknik.co.id' }, status: 'read', created_at: '2026-11-23T02:40:00Z' },
  { id: 1, exhibitor_id: 3, exhibitor_name: 'PT Bantalan Nusantara', note: 'Katalog bantalan industri, mohon.', reply_to: { phone: '+6281234567890' }, status: 'sent', created_at: '2026-11-23T02:05:00Z' },
];

export const contacts: SharedContact[] = [
  { id: 1, exhibitor_id: exhibitor.id, exhibitor_name: exhibitor.name, share: { phone: '+6281234567890', email: 'budi.santoso@majuteknik.co.id' }, shared_at: '2026-11-23T03:12:00Z' },
];

export const slots: Slot[] = [
  { id: 101, starts_at: '2026-11-23T03:00:00Z', ends_at: '2026-11-23T03:30:00Z', available: false },
  { id: 102, starts_at: '2026-11-23T06:00:00Z', ends_at: '2026-11-23T06:30:00Z', available: true },
  { id: 103, starts_at: '2026-11-24T02:00:00Z', ends_at: '2026-11-24T02:30:00Z', available: true },
];

/** Far ahead, so a story's meeting can always still be cancelled. */
export const meetings: Meeting[] = [
  { id: 7, slot_id: 103, exhibitor_id: exhibitor.id, exhibitor_name: exhibitor.name, booth_code: exhibitor.booth_code, starts_at: '2036-11-24T02:00:00Z', ends_at: '2036-11-24T02:30:00Z', status: 'accepted' },
  { id: 6, slot_id: 205, exhibitor_id: 2, exhibitor_name: 'CV Hidrolik Jaya Abadi', booth_code: 'B-02', starts_at: '2036-11-24T06:00:00Z', ends_at: '2036-11-24T06:30:00Z', status: 'requested' },
  { id: 5, slot_id: 301, exhibitor_id: 3, exhibitor_name: 'PT Bantalan Nusantara', booth_code: 'C-03', starts_at: '2036-11-23T07:00:00Z', ends_at: '2036-11-23T07:30:00Z', status: 'declined' },
];

/** Every reach call answered as on the demo platform. */
export const reachPlatform: StoryApi = {
  [reachEndpoints.inquiries]: inquiries,
  [reachEndpoints.sendInquiry]: inquiries[2]!,
  [reachEndpoints.contacts]: contacts,
  [reachEndpoints.shareContact]: contacts[0]!,
  [reachEndpoints.withdrawContact]: { id: 1, withdrawn: true },
  [reachEndpoints.slots]: slots,
  [reachEndpoints.requestMeeting]: meetings[1]!,
  [reachEndpoints.meetings]: meetings,
  [reachEndpoints.cancelMeeting]: { ...meetings[1]!, status: 'cancelled' },
};

/** SPEC's platform: none of these calls (404). */
export const reachNotEnabled: StoryApi = Object.fromEntries(Object.values(reachEndpoints).map((key) => [key, failure(404, 'Data tidak ditemukan.')]));
