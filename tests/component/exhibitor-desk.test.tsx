// /exhibitor, the exhibitor's side: booth staff sign in with their exhibitor code beside a
// visitor's session on the same phone, answer a quotation request (the visitor reads the reply),
// download the shared contacts as CSV, answer a meeting request, and sign out. The real screen,
// the app's SDK and the local platform.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { call, loginToken, usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';

const STAFF_KEY = 'pameran.exhibitorDesk';

beforeEach(() => sessionStorage.clear());

async function signInAtDesk(code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Kode peserta pameran', {}, { timeout: 15_000 }), code);
  await user.click(screen.getByRole('button', { name: 'Masuk' }));
  return user;
}

describe('the exhibitor desk', () => {
  const platform = usePlatform();

  it("answers a visitor's quotation request beside the visitor's own session, and the visitor reads the reply", async () => {
    const budi = await loginToken(platform, 'BUDI2026');
    const asked = await call(platform, 'POST', '/api/events/1/inquiries', {
      token: budi, json: { exhibitor_id: 1, product_id: 101, quantity: 2, unit: 'unit', note: 'Harga termasuk pasang?', reply_to: { phone: '0812 3456 7890' }, consent: true },
    });
    const inquiryId = (asked.body.data as { id: number }).id;

    await renderOnPlatform(platform, { path: '/exhibitor', code: 'SITI2026' });
    const user = await signInAtDesk('STAF-A01-7KQ2');
    expect(await screen.findByRole('heading', { level: 1, name: 'PT Sinar Baja Presisi' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Stan A-01')).toBeInTheDocument();
    const request = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`article[data-inquiry-id="${inquiryId}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    expect(request).toHaveTextContent('Budi Santoso — PT Karya Teknik Mandiri');
    expect(request).toHaveTextContent('Tentang Mesin Bubut CNC SB-360');
    expect(request).toHaveTextContent('Jumlah: 2 unit');
    expect(request).toHaveTextContent('Hubungi lewat telepon: 0812 3456 7890');
    expect(within(request).getByText('Baru')).toBeInTheDocument();

    await user.click(within(request).getByRole('button', { name: 'Tandai dibaca' }));
    expect(await within(request).findByText('Dibaca')).toBeInTheDocument();
    await user.click(within(request).getByRole('button', { name: 'Kirim balasan' }));
    expect(within(request).getByRole('alert')).toHaveTextContent('Tulis balasan terlebih dahulu.');
    await user.type(within(request).getByLabelText('Balasan untuk pengunjung'), 'Rp 185.000.000 per unit, sudah termasuk pemasangan.');
    await user.click(within(request).getByRole('button', { name: 'Kirim balasan' }));
    expect(await within(request).findByText('Dibalas')).toBeInTheDocument();
    expect(request).toHaveTextContent('Rp 185.000.000 per unit, sudah termasuk pemasangan.');

    const mine = (await call(platform, 'GET', '/api/users/inquiries', { token: budi })).body.data as { status: string; reply: string }[];
    expect(mine[0]).toMatchObject({ status: 'replied', reply: 'Rp 185.000.000 per unit, sudah termasuk pemasangan.' });
    // The staff sign-in sits under its own key; the visitor's session is untouched.
    const stored = JSON.parse(sessionStorage.getItem(STAFF_KEY) ?? '{}') as { token?: string };
    expect(stored.token).toMatch(/^staf_/);
    expect(platform.requests.filter((r) => r.path === '/api/exhibitor/inquiries').every((r) => r.headers.authorization === `Bearer ${stored.token}`)).toBe(true);
    expect(platform.requests.some((r) => r.path === '/api/auth/logout')).toBe(false);
  });

  it('says plainly what is wrong with a code', async () => {
    await renderOnPlatform(platform, { path: '/exhibitor' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Masuk' }, { timeout: 15_000 }));
    expect(await screen.findByText('Isi kode peserta pameran dari panitia.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kode peserta pameran'), 'STAF-A01-SALAH');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Kode ini tidak dikenal. Bila kode Anda benar, panitia belum membuka layanan peserta pameran di aplikasi ini.')).toBeInTheDocument();
    expect(sessionStorage.getItem(STAFF_KEY)).toBeNull();
  });

  it('downloads the shared contacts as CSV, answers a meeting request, and signs out for good', async () => {
    const agus = await loginToken(platform, 'AGUS2026');
    await call(platform, 'POST', '/api/events/1/contacts', { token: agus, json: { exhibitor_id: 2, share: { phone: '085711223344', email: '=1+1@contoh.id' }, consent: true } });
    const slots = (await call(platform, 'GET', '/api/events/1/exhibitors/2/slots')).body.data as { id: number }[];
    await call(platform, 'POST', '/api/events/1/meetings', { token: agus, json: { slot_id: slots[0]!.id, note: 'Silinder hidrolik 50 ton' } });
    const files: Blob[] = [];
    // jsdom makes no object URLs: the file the browser would save is caught here.
    const made = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: (blob: Blob) => (files.push(blob), 'blob:kontak'), revokeObjectURL: () => {} });
    onTestFinished(() => void Object.assign(URL, made));

    await renderOnPlatform(platform, { path: '/exhibitor' });
    const user = await signInAtDesk('staf-b02-m4px');
    await user.click(await screen.findByRole('tab', { name: 'Kontak (1)' }, { timeout: 15_000 }));
    expect(screen.getByText('Hubungi lewat telepon: 085711223344')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    // A spreadsheet must not run what a visitor typed: a leading = is kept as text.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await files[0]!.arrayBuffer())).toBe('\uFEFF"Nama","Instansi","Telepon","Email","Dibagikan"\r\n' +
      `"Agus Prasetyo","PT Tambang Sejahtera","085711223344","'=1+1@contoh.id","${((await call(platform, 'GET', '/api/users/contacts', { token: agus })).body.data as { shared_at: string }[])[0]!.shared_at}"\r\n`);

    await user.click(screen.getByRole('tab', { name: 'Jadwal temu (1)' }));
    const slot = document.querySelector<HTMLElement>(`article[data-slot-id="${slots[0]!.id}"]`)!;
    expect(slot).toHaveTextContent('Agus Prasetyo');
    expect(slot).toHaveTextContent('Catatan: Silinder hidrolik 50 ton');
    await user.click(within(slot).getByRole('button', { name: 'Terima' }));
    expect(await within(slot).findByText('Diterima')).toBeInTheDocument();
    expect(((await call(platform, 'GET', '/api/users/meetings', { token: agus })).body.data as { status: string }[])[0]).toMatchObject({ status: 'accepted' });

    const token = (JSON.parse(sessionStorage.getItem(STAFF_KEY)!) as { token: string }).token;
    await user.click(screen.getByRole('button', { name: 'Keluar' }));
    expect(await screen.findByLabelText('Kode peserta pameran')).toBeInTheDocument();
    expect(sessionStorage.getItem(STAFF_KEY)).toBeNull();
    await waitFor(async () => expect((await call(platform, 'GET', '/api/exhibitor/inquiries', { token })).status).toBe(401));
  });

  it('asks to sign in again when the platform no longer takes the staff token', async () => {
    sessionStorage.setItem(STAFF_KEY, JSON.stringify({ token: 'staf_kedaluwarsa', exhibitor: { id: 1, name: 'PT Sinar Baja Presisi', booth_code: 'A-01' } }));
    await renderOnPlatform(platform, { path: '/exhibitor' });
    expect(await screen.findByText('Sesi petugas berakhir. Masuk lagi dengan kode peserta pameran.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Kode peserta pameran')).toBeInTheDocument();
  });
});

describe("the organisers' counts", () => {
  const platform = usePlatform();

  it('show on /admin-stamps how many requests, contacts and meetings the fair holds', async () => {
    const budi = await loginToken(platform, 'BUDI2026');
    await call(platform, 'POST', '/api/events/1/inquiries', { token: budi, json: { exhibitor_id: 3, note: 'Bearing 6205', reply_to: { phone: '081234567890' }, consent: true } });
    await call(platform, 'POST', '/api/events/1/contacts', { token: budi, json: { exhibitor_id: 3, share: { phone: '081234567890' }, consent: true } });
    await renderOnPlatform(platform, { path: '/admin-stamps', code: 'PANITIA2026' });
    expect(await screen.findByText('1 permintaan penawaran (0 dibalas), 1 kontak dibagikan, 0 permintaan temu aktif.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});

describe("the exhibitor desk on SPEC's platform", () => {
  const platform = usePlatform({ platform: 'spec-minimal' });

  it('says the service is not open, without breaking the page', async () => {
    await renderOnPlatform(platform, { path: '/exhibitor' });
    await signInAtDesk('STAF-A01-7KQ2');
    expect(await screen.findByText('Kode ini tidak dikenal. Bila kode Anda benar, panitia belum membuka layanan peserta pameran di aplikasi ini.')).toBeInTheDocument();
  });
});
