// The agenda against the local platform: public sessions in WIB grouped by day with room and
// speaker; "Sesi saya" for a signed-in visitor who booked session 79, listed first.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';

const platform = usePlatform();

const region = (name: string) => screen.findByRole('region', { name });

describe('agenda screen', () => {
  it('lists every upcoming and ongoing session with time in WIB, room and speaker, for anyone', async () => {
    await renderOnPlatform(platform, { path: '/agenda' });
    const all = await region('Jadwal sesi');
    const cnc = await within(all).findByRole('article', { name: 'Peluncuran Mesin CNC Generasi Baru' });
    expect(within(cnc).getByText(/^\d\d\.\d\d–\d\d\.\d\d WIB$/)).toBeInTheDocument();
    expect(within(cnc).getByText('Ruang: Panggung Utama Hall A')).toBeInTheDocument();
    expect(within(cnc).getByText('Pembicara: Ir. Hendra Gunawan')).toBeInTheDocument();
    expect(within(cnc).getByRole('link', { name: 'Buka sesi' })).toHaveAttribute('href', '/live-stream/79');
    expect(within(cnc).getByRole('button', { name: 'Tambah ke kalender: Peluncuran Mesin CNC Generasi Baru' })).toBeEnabled();
    // Sessions running elsewhere now are there too, marked ongoing.
    const pump = within(all).getByRole('article', { name: 'Tur Virtual Pabrik Pompa' });
    expect(within(pump).getByText('Sedang berlangsung')).toBeInTheDocument();
    // The demo schedule spans three days: one heading per WIB day, in order.
    expect(within(all).getAllByRole('heading', { level: 3 }).filter((h) => /\d{4}$/.test(h.textContent ?? '')).length).toBeGreaterThanOrEqual(2);
    // Anonymous: "Sesi saya" asks to sign in, nothing else is hidden.
    const mine = await region('Sesi saya');
    expect(within(mine).getByText('Masuk untuk menandai sesi dengan bintang dan melihat sesi yang terdaftar atas nama Anda.')).toBeInTheDocument();
  });

  it('marks the signed-in visitor’s booked sessions "Sesi saya" and lists them first', async () => {
    await renderOnPlatform(platform, { path: '/agenda', code: 'BUDI2026' });
    const mine = await region('Sesi saya');
    const booked = await within(mine).findByRole('article', { name: 'Peluncuran Mesin CNC Generasi Baru' });
    expect(within(booked).getByText('Sesi saya')).toBeInTheDocument();
    expect(within(mine).getAllByRole('article')).toHaveLength(1);
    expect(within(mine).getByRole('button', { name: 'Tambah semua Sesi saya ke kalender' })).toBeEnabled();
    // The first region on the page is "Sesi saya".
    expect(screen.getAllByRole('region')[0]).toBe(mine);
    const all = await region('Jadwal sesi');
    expect(within(within(all).getByRole('article', { name: 'Peluncuran Mesin CNC Generasi Baru' })).getByText('Sesi saya')).toBeInTheDocument();
    expect(within(within(all).getByRole('article', { name: 'Perawatan Sistem Hidrolik Alat Berat' })).queryByText('Sesi saya')).toBeNull();
  });

  it('tells a visitor without bookings so', async () => {
    await renderOnPlatform(platform, { path: '/agenda', code: 'SITI2026' });
    const mine = await region('Sesi saya');
    expect(await within(mine).findByText('Belum ada sesi di daftar Anda.')).toBeInTheDocument();
  });
});
