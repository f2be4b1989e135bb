// An address naming what the platform does not have (404): the screen says it does not exist and
// leads on to the list it would have been in, with no "Coba lagi" (retrying changes nothing);
// any other failure keeps its retry. The real screens, the real SDK and the local platform.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';

const platform = usePlatform();

describe('something that does not exist', () => {
  it('an exhibitor: "Tidak ditemukan", and the way on to every exhibitor', async () => {
    await renderOnPlatform(platform, { path: '/products?exhibitor=999' });
    expect(await screen.findByRole('heading', { name: 'Tidak ditemukan' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Yang Anda buka tidak ada, atau sudah tidak ada lagi di pameran ini.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat semua peserta pameran' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
    expect(screen.queryByText('Gagal memuat data')).not.toBeInTheDocument();
  });

  it('a session: "Tidak ditemukan", and the way on to the agenda', async () => {
    await renderOnPlatform(platform, { path: '/live-stream/999', code: 'BUDI2026' });
    expect(await screen.findByRole('heading', { name: 'Tidak ditemukan' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat agenda' })).toHaveAttribute('href', '/agenda');
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
  });
});

describe('a failure that may pass', () => {
  it('keeps "Gagal memuat data" and "Coba lagi" when the platform fails with 500', async () => {
    const failing: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url).pathname === '/api/events/1/exhibitors/3') return new Response(JSON.stringify({ message: 'Server sedang gangguan.' }), { status: 500, headers: { 'content-type': 'application/json' } });
      return fetch(input, init);
    };
    await renderOnPlatform(platform, { path: '/products?exhibitor=3', fetch: failing });
    expect(await screen.findByRole('heading', { name: 'Gagal memuat data' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    expect(screen.queryByText('Tidak ditemukan')).not.toBeInTheDocument();
  });
});
