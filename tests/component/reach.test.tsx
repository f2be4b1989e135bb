// Reaching an exhibitor from a product's page, against the local platform: a quotation request
// needs the visitor's consent and reaches the exhibitor with the contact chosen; a failed send
// keeps everything typed; the visitor's contact is shared and withdrawn; a meeting slot is asked
// for and can be cancelled; SPEC's platform (no such calls) says the organiser has not enabled
// them, while a WhatsApp number the exhibitor has still gives the chat.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { calls as reachCalls } from '@pameran/sdk/calls/reach';
import { usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';

const GENSET = '/products?product=501&exhibitor=5';
const NOT_ENABLED = 'Penyelenggara pameran belum mengaktifkan fitur ini.';

// The product screen and the dialogs are lazy: their first import (a transform) can outlast the waits below.
beforeAll(() => Promise.all([import('../../src/screens/products/Details'), import('../../src/features/reach/InquiryDialog'), import('../../src/features/reach/ShareContactDialog'), import('../../src/features/reach/MeetingDialog'), import('../../src/adapters/visitorStore')]), 60_000);

const open = async (name: RegExp) => {
  // The product's page and its exhibitor's read come first (a lazy chunk: slow on a loaded machine).
  await userEvent.setup().click(await screen.findByRole('button', { name }, { timeout: 20_000 }));
  return screen.findByRole('dialog', {}, { timeout: 10_000 });
};

// Each test types a whole form through user-event and opens lazy chunks: on a loaded machine that
// outlasts the project's 30 s.
describe('reaching an exhibitor on the local platform', { timeout: 60_000 }, () => {
  const platform = usePlatform();

  it('sends a quotation request only with the consent, with the phone of the profile, and says where the reply comes', async () => {
    const user = userEvent.setup();
    const { api } = await renderOnPlatform(platform, { path: GENSET, code: 'BUDI2026' });
    const dialog = await open(/^Minta penawaran untuk Genset Diesel GA-30 kVA/);
    expect(dialog).toHaveTextContent('Kepada: PT Genset Andalan');
    expect(within(dialog).getByLabelText('Nomor telepon')).toHaveValue('081234567890');
    await user.type(within(dialog).getByLabelText('Jumlah (tidak wajib)'), '2');
    await user.type(within(dialog).getByLabelText('Satuan (tidak wajib)'), 'unit');
    await user.type(within(dialog).getByLabelText('Pesan'), 'Mohon harga dan waktu kirim ke Bekasi.');
    platform.resetRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Kirim permintaan' }));
    expect(await within(dialog).findByText('Centang persetujuan agar peserta pameran dapat menghubungi Anda.')).toBeVisible();
    expect(platform.requests.filter((sent) => sent.method === 'POST')).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Saya setuju kontak di atas dibagikan kepada PT Genset Andalan untuk menjawab permintaan ini.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kirim permintaan' }));
    expect(await within(dialog).findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent('Permintaan terkirim ke PT Genset Andalan. Balasannya muncul di Profil, bagian "Permintaan saya".');
    const [inquiry] = await api.extend(reachCalls).myInquiries();
    expect(inquiry).toMatchObject({ exhibitor_name: 'PT Genset Andalan', product_id: 501, quantity: 2, unit: 'unit', note: 'Mohon harga dan waktu kirim ke Bekasi.', reply_to: { phone: '+6281234567890' }, status: 'sent' });
  });

  it('keeps everything typed when the send fails, says why, and sends it on the next tap', async () => {
    const user = userEvent.setup();
    let failing = true;
    const { api } = await renderOnPlatform(platform, {
      path: GENSET,
      code: 'SITI2026',
      fetch: async (request) => {
        if (failing && request.method === 'POST' && new URL(request.url).pathname === '/api/events/1/inquiries') {
          failing = false;
          return Response.json({ error: { message: 'Server sedang sibuk. Coba lagi sebentar.' } }, { status: 500 });
        }
        return fetch(request);
      },
    });
    const dialog = await open(/^Minta penawaran untuk Genset Diesel GA-30 kVA/);
    await user.click(within(dialog).getByRole('radio', { name: 'Email' }));
    expect(within(dialog).getByLabelText('Alamat email')).toHaveValue('siti.rahma@contoh.co.id');
    await user.type(within(dialog).getByLabelText('Pesan'), 'Butuh genset cadangan untuk gudang.');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Saya setuju/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Kirim permintaan' }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Server sedang sibuk. Coba lagi sebentar.');
    expect(within(dialog).getByLabelText('Pesan')).toHaveValue('Butuh genset cadangan untuk gudang.');
    expect(within(dialog).getByRole('checkbox', { name: /^Saya setuju/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Email' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Kirim permintaan' }));
    expect(await within(dialog).findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent('Permintaan terkirim ke PT Genset Andalan.');
    expect((await api.extend(reachCalls).myInquiries()).map((inquiry) => inquiry.reply_to)).toEqual([{ email: 'siti.rahma@contoh.co.id' }]);
  });

  it('shares the contact with the consent, and the profile withdraws it', async () => {
    const user = userEvent.setup();
    const { api, location } = await renderOnPlatform(platform, { path: GENSET, code: 'AGUS2026' });
    const dialog = await open(/^Bagikan kontak saya dengan PT Genset Andalan/);
    expect(within(dialog).getByRole('checkbox', { name: 'Telepon: +6285711223344' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Email: agus.prasetyo@contoh.co.id' }));
    await user.click(within(dialog).getByRole('button', { name: 'Bagikan' }));
    expect(await within(dialog).findByText('Centang persetujuan agar peserta pameran dapat menghubungi Anda.')).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Saya setuju kontak yang dicentang dibagikan kepada PT Genset Andalan.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Bagikan' }));
    expect(await within(dialog).findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent('Kontak Anda dibagikan kepada PT Genset Andalan.');
    expect((await api.extend(reachCalls).myContacts()).map((contact) => contact.share)).toEqual([{ phone: '+6285711223344' }]);

    await user.click(within(dialog).getAllByRole('button', { name: 'Tutup' }).at(-1)!);
    location.navigate('/profile');
    const shared = await screen.findByRole('region', { name: 'Kontak yang saya bagikan' }, { timeout: 20_000 });
    await user.click(await within(shared).findByRole('button', { name: 'Tarik kembali kontak yang dibagikan kepada PT Genset Andalan' }));
    expect(await within(shared).findByRole('status')).toHaveTextContent('Kontak Anda tidak lagi dibagikan kepada PT Genset Andalan.');
    await waitFor(() => expect(within(shared).getByText('Anda belum membagikan kontak kepada peserta pameran.')).toBeVisible());
    expect(await api.extend(reachCalls).myContacts()).toEqual([]);
  });

  it('asks for a meeting slot, which the profile lists as waiting and cancels', async () => {
    const user = userEvent.setup();
    const { api, location } = await renderOnPlatform(platform, { path: GENSET, code: 'BUDI2026' });
    const dialog = await open(/^Atur pertemuan dengan PT Genset Andalan/);
    expect(await within(dialog).findByText('Bertemu di stan B-07. Peserta pameran menerima atau menolak permintaan Anda.', {}, { timeout: 10_000 })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Minta pertemuan' }));
    expect(await within(dialog).findByText('Pilih salah satu waktu.')).toBeVisible();
    const [first] = await within(dialog).findAllByRole('radio');
    await user.click(first!);
    await user.click(within(dialog).getByRole('button', { name: 'Minta pertemuan' }));
    expect(await within(dialog).findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(/^Permintaan pertemuan dengan PT Genset Andalan \(.+ WIB\) terkirim\./);
    expect((await api.extend(reachCalls).myMeetings()).map((meeting) => meeting.status)).toEqual(['requested']);

    await user.click(within(dialog).getAllByRole('button', { name: 'Tutup' }).at(-1)!);
    location.navigate('/profile');
    const meetings = await screen.findByRole('region', { name: 'Pertemuan saya' }, { timeout: 20_000 });
    expect(await within(meetings).findByText('Menunggu jawaban')).toBeVisible();
    expect(meetings).toHaveTextContent('Stan B-07');
    await user.click(within(meetings).getByRole('button', { name: 'Batalkan pertemuan dengan PT Genset Andalan' }));
    expect(await within(meetings).findByRole('status')).toHaveTextContent('Pertemuan dengan PT Genset Andalan dibatalkan.');
    await waitFor(() => expect(within(meetings).getByText('Dibatalkan')).toBeVisible());
  });
});

describe("SPEC's platform (none of these calls)", { timeout: 60_000 }, () => {
  const platform = usePlatform({ platform: 'spec-minimal' });

  it('says on each button that the organiser has not enabled it, and the WhatsApp number the exhibitor has still opens the chat', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(platform, {
      // SPEC's product names no exhibitor: the exhibitor's own page.
      path: '/products?exhibitor=5',
      code: 'BUDI2026',
      // A platform of SPEC's fields that sends the exhibitor's WhatsApp number too.
      fetch: async (request) => {
        const response = await fetch(request);
        if (new URL(request.url).pathname !== '/api/events/1/exhibitors/5' || !response.ok) return response;
        const body = (await response.json()) as { data: object };
        return Response.json({ data: { ...body.data, whatsapp: '+62 811-2233-4455' } });
      },
    });
    const chat = await screen.findByRole('link', { name: /^Chat di WhatsApp dengan PT Genset Andalan/ }, { timeout: 20_000 });
    // SPEC's exhibitor has no booth code: the message names none.
    expect(chat.getAttribute('href')).toBe(`https://wa.me/6281122334455?text=${encodeURIComponent('Halo PT Genset Andalan, saya melihat stan Anda di aplikasi Pameran. Boleh minta informasi lebih lanjut?')}`);

    for (const button of [/^Minta penawaran untuk/, /^Bagikan kontak saya dengan/, /^Atur pertemuan dengan/]) {
      const dialog = await open(button);
      expect(await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(NOT_ENABLED);
      expect(within(dialog).queryByRole('textbox')).toBeNull();
      await user.click(within(dialog).getAllByRole('button', { name: 'Tutup' }).at(-1)!);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });
});
