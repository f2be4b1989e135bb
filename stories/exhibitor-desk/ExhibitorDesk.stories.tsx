// The exhibitor's desk (/exhibitor): booth staff sign in with their exhibitor code and answer
// quotation requests, read the contacts shared with them and answer meeting requests. Every
// state a member of staff sees: the sign-in and its refusals, the desk loading, failing, empty,
// full (each tab), a reply refused, and the sign-in ended by the platform.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { DeskSlot, ReceivedContact, ReceivedInquiry } from '@pameran/sdk/calls/exhibitorDesk';
import { exhibitorDesk as deskCopy } from '../../src/copy/exhibitorDesk';
import { STAFF_SESSION_KEY } from '../../src/screens/exhibitor-desk/staffSession';
import { platform } from '../fixtures/api';
import { failure, pending, type Outcome } from '../support/outcome';
import { expectLoading, expectScreenTitle } from '../support/play';
import { onRoute } from '../support/screen';
import { onViewport } from '../support/viewports';

const desk = {
  login: 'POST /api/exhibitor/login',
  logout: 'POST /api/exhibitor/logout',
  inquiries: 'GET /api/exhibitor/inquiries',
  markRead: 'POST /api/exhibitor/inquiries/:id/read',
  reply: 'POST /api/exhibitor/inquiries/:id/reply',
  contacts: 'GET /api/exhibitor/contacts',
  slots: 'GET /api/exhibitor/meetings',
  answerMeeting: 'POST /api/exhibitor/meetings/:id',
} as const;

const staff = { access_token: 'staf_cerita', expires_in: 43_200, exhibitor: { id: 2, name: 'CV Hidrolik Nusantara', booth_code: 'B-02' } };

const inquiries: ReceivedInquiry[] = [
  {
    id: 31, exhibitor_id: 2, exhibitor_name: 'CV Hidrolik Nusantara', booth_code: 'B-02', product_id: 201, product_name: 'Pompa Hidrolik Gear HP-20', quantity: 4, unit: 'unit',
    note: 'Untuk dua ekskavator 20 ton. Mohon harga termasuk kirim ke Balikpapan.', reply_to: { phone: '0812 3456 7890' }, status: 'sent',
    created_at: '2026-11-21T09:40:00+07:00', visitor_name: 'Budi Santoso', visitor_agency: 'PT Karya Teknik Mandiri',
  },
  {
    id: 30, exhibitor_id: 2, exhibitor_name: 'CV Hidrolik Nusantara', booth_code: 'B-02', note: 'Apakah melayani servis silinder di Surabaya?', reply_to: { email: 'siti@sumbermakmur.co.id' },
    status: 'read', created_at: '2026-11-21T09:05:00+07:00', visitor_name: 'Siti Rahmawati', visitor_agency: 'CV Sumber Makmur',
  },
  {
    id: 29, exhibitor_id: 2, exhibitor_name: 'CV Hidrolik Nusantara', booth_code: 'B-02', product_id: 203, product_name: 'Selang Hidrolik 1/2"', quantity: 200, unit: 'meter',
    note: '', reply_to: { phone: '085711223344' }, status: 'replied', reply: 'Tersedia, Rp 85.000 per meter, kirim 3 hari kerja.', created_at: '2026-11-20T15:10:00+07:00',
    replied_at: '2026-11-20T16:00:00+07:00', visitor_name: 'Agus Prasetyo', visitor_agency: 'PT Tambang Sejahtera',
  },
];

const contacts: ReceivedContact[] = [
  { id: 7, visitor_name: 'Budi Santoso', visitor_agency: 'PT Karya Teknik Mandiri', share: { name: 'Budi Santoso', phone: '0812 3456 7890', email: 'budi@karyateknik.co.id' }, shared_at: '2026-11-21T09:42:00+07:00' },
  { id: 6, visitor_name: 'Rina Kusuma', visitor_agency: 'PT Maju Jaya', share: { name: 'Rina Kusuma', email: 'rina@majujaya.co.id' }, shared_at: '2026-11-21T08:15:00+07:00' },
];

const meeting = (id: number, status: 'requested' | 'accepted', visitor: string, agency: string, note?: string) => ({
  id, slot_id: 200 + id, exhibitor_id: 2, exhibitor_name: 'CV Hidrolik Nusantara', booth_code: 'B-02', status, visitor_name: visitor, visitor_agency: agency, ...(note ? { note } : {}),
});
const slots: DeskSlot[] = [
  { id: 201, starts_at: '2026-11-21T13:30:00+07:00', ends_at: '2026-11-21T14:00:00+07:00', meeting: meeting(1, 'requested', 'Budi Santoso', 'PT Karya Teknik Mandiri', 'Membahas pompa untuk dua ekskavator') },
  { id: 202, starts_at: '2026-11-21T15:00:00+07:00', ends_at: '2026-11-21T15:30:00+07:00', meeting: meeting(2, 'accepted', 'Siti Rahmawati', 'CV Sumber Makmur') },
  { id: 203, starts_at: '2026-11-22T09:00:00+07:00', ends_at: '2026-11-22T09:30:00+07:00' },
];

/** The desk's answers; a story replaces some. */
function deskTable(overrides: Partial<Record<(typeof desk)[keyof typeof desk], Outcome<unknown> | ((request: { body: unknown }) => unknown)>> = {}) {
  return {
    ...platform,
    [desk.login]: staff,
    [desk.logout]: { revoked: true },
    [desk.inquiries]: inquiries,
    [desk.contacts]: contacts,
    [desk.slots]: slots,
    [desk.markRead]: { ...inquiries[0]!, status: 'read' },
    [desk.reply]: ({ body }: { body: unknown }) => ({ ...inquiries[0]!, status: 'replied', reply: (body as { reply: string }).reply, replied_at: '2026-11-21T10:00:00+07:00' }),
    [desk.answerMeeting]: ({ body }: { body: unknown }) => ({ ...slots[0]!.meeting!, status: (body as { status: string }).status }),
    ...overrides,
  };
}

/** The staff of B-02 signed in before the story opens (the desk's own key; no visitor session). */
const signedIn = () => {
  sessionStorage.setItem(STAFF_SESSION_KEY, JSON.stringify({ token: staff.access_token, exhibitor: staff.exhibitor }));
  return () => sessionStorage.removeItem(STAFF_SESSION_KEY);
};

export default {
  title: 'Screens/Exhibitor desk',
  // Each story starts signed out of the desk unless it signs in itself.
  beforeEach: () => {
    sessionStorage.removeItem(STAFF_SESSION_KEY);
  },
  ...onRoute('/exhibitor', { api: deskTable(), ports: { user: null } }),
} satisfies Meta;
type Story = StoryObj;

/** Budi's request (the other tabs' panels name him too). */
const budisRequest = () => document.querySelector<HTMLElement>('article[data-inquiry-id="31"]')!;

const withTable = (api: ReturnType<typeof deskTable>) => onRoute('/exhibitor', { api, ports: { user: null } });

export const SignIn: Story = {
  play: async () => {
    await expectScreenTitle(deskCopy.title);
    expect(await screen.findByLabelText(deskCopy.codeLabel)).toBeVisible();
    expect(screen.getByText(deskCopy.keptApart)).toBeVisible();
  },
};

export const CodeMissing: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: deskCopy.signIn }));
    expect(await screen.findByText(deskCopy.codeNeeded)).toBeVisible();
  },
};

/** A code the platform does not know, or a platform without the desk (SPEC's): both answer 404. */
export const CodeUnknownOrNotEnabled: Story = {
  ...withTable(deskTable({ [desk.login]: failure(404, 'Alamat API tidak ditemukan.') })),
  play: async () => {
    await userEvent.type(await screen.findByLabelText(deskCopy.codeLabel), 'STAF-B02-SALAH');
    await userEvent.click(screen.getByRole('button', { name: deskCopy.signIn }));
    expect(await screen.findByText(deskCopy.codeUnknown)).toBeVisible();
  },
};

export const SigningIn: Story = {
  ...withTable(deskTable({ [desk.login]: pending })),
  play: async () => {
    await userEvent.type(await screen.findByLabelText(deskCopy.codeLabel), 'STAF-B02-M4PX');
    await userEvent.click(screen.getByRole('button', { name: deskCopy.signIn }));
    expect(await screen.findByRole('button', { name: deskCopy.signingIn })).toBeVisible();
  },
};

export const Requests: Story = {
  beforeEach: signedIn,
  play: async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'CV Hidrolik Nusantara' })).toBeVisible();
    expect(screen.getByRole('tab', { name: deskCopy.tabInquiries(3) })).toHaveAttribute('aria-selected', 'true');
    const first = budisRequest();
    expect(first).toHaveTextContent(deskCopy.quantity('4', 'unit'));
    expect(within(first).getByText(deskCopy.status.sent)).toBeVisible();
    expect(screen.getByText('Tersedia, Rp 85.000 per meter, kirim 3 hari kerja.')).toBeVisible();
  },
};

export const RequestsOnAPhone: Story = { ...Requests, ...onViewport('phone') };

export const ReplySent: Story = {
  beforeEach: signedIn,
  play: async () => {
    await screen.findByRole('tab', { name: deskCopy.tabInquiries(3) });
    const first = budisRequest();
    await userEvent.type(within(first).getByLabelText(deskCopy.replyLabel), 'Rp 4.750.000 per unit, kirim ke Balikpapan 10 hari.');
    await userEvent.click(within(first).getByRole('button', { name: deskCopy.sendReply }));
    expect(await within(first).findByText(deskCopy.status.replied)).toBeVisible();
    expect(first).toHaveTextContent('Rp 4.750.000 per unit, kirim ke Balikpapan 10 hari.');
  },
};

/** The platform refuses the reply: its message under the box, the text kept. */
export const ReplyRefused: Story = {
  beforeEach: signedIn,
  ...withTable(deskTable({ [desk.reply]: failure(422, 'Balasan terlalu panjang (maksimal 2.000 karakter).') })),
  play: async () => {
    await screen.findByRole('tab', { name: deskCopy.tabInquiries(3) });
    const first = budisRequest();
    await userEvent.type(within(first).getByLabelText(deskCopy.replyLabel), 'Harga menyusul.');
    await userEvent.click(within(first).getByRole('button', { name: deskCopy.sendReply }));
    expect(await within(first).findByRole('alert')).toHaveTextContent('Balasan terlalu panjang (maksimal 2.000 karakter).');
    expect(within(first).getByLabelText(deskCopy.replyLabel)).toHaveValue('Harga menyusul.');
  },
};

export const Contacts: Story = {
  beforeEach: signedIn,
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: deskCopy.tabContacts(2) }));
    expect(screen.getByRole('button', { name: deskCopy.exportCsv })).toBeVisible();
    expect(screen.getByText(deskCopy.replyToEmail('rina@majujaya.co.id'))).toBeVisible();
  },
};

export const Meetings: Story = {
  beforeEach: signedIn,
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: deskCopy.tabMeetings(2) }));
    expect(screen.getByText(deskCopy.meetingStatus.requested)).toBeVisible();
    expect(screen.getByText(deskCopy.meetingStatus.accepted)).toBeVisible();
    expect(screen.getByText(deskCopy.slotFree)).toBeVisible();
    expect(screen.getByRole('button', { name: deskCopy.accept })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: signedIn,
  ...withTable(deskTable({ [desk.inquiries]: [], [desk.contacts]: [], [desk.slots]: [] })),
  play: async () => {
    expect(await screen.findByText(deskCopy.inquiriesEmpty)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: signedIn,
  ...withTable(deskTable({ [desk.inquiries]: pending })),
  play: async () => {
    await expectLoading(deskCopy.loading);
  },
};

export const LoadFailed: Story = {
  beforeEach: signedIn,
  ...withTable(deskTable({ [desk.contacts]: failure(0, 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.') })),
  play: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent(deskCopy.loadFailed);
    expect(screen.getByRole('button', { name: deskCopy.reload })).toBeVisible();
  },
};

/** The platform no longer takes the staff token (expired, signed out elsewhere): sign in again. */
export const SessionEnded: Story = {
  beforeEach: signedIn,
  ...withTable(deskTable({ [desk.inquiries]: failure(401, 'Silakan masuk dengan kode peserta pameran.') })),
  play: async () => {
    expect(await screen.findByText(deskCopy.sessionEnded)).toBeVisible();
    expect(screen.getByLabelText(deskCopy.codeLabel)).toBeVisible();
  },
};
