import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';
import { renderApp } from './support/renderApp';
import { journey as journeyCopy } from '../../src/copy/journey';

const platform = usePlatform();

/** A platform whose every answer is `body` (for shapes the platform never sends). */
const answering = (body: unknown, status = 200) => ({
  url: 'http://pameran.test',
  fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
});

/** An event as the contract describes it, with the highlights under test. */
const eventWith = (highlights: unknown) => ({
  data: {
    id: 1, name: 'Pameran', tagline: '', venue: 'JIExpo', starts_at: '2026-11-21T02:00:00Z', ends_at: '2026-11-23T10:00:00Z',
    banner_url: '', exhibitors: [], highlights,
  },
});

describe('journey screen', () => {
  it('shows the event’s highlights as pictures with their stories', async () => {
    renderApp({ path: '/journey', platform: { url: platform.url } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorotan Pameran' })).toBeInTheDocument();
    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual(['Peserta pameran dari berbagai bidang', 'Demo mesin langsung', 'Konsultasi teknis gratis']);
    const pictures = screen.getAllByRole('img');
    expect(pictures[0]).toHaveAccessibleName('Ilustrasi Peserta pameran dari berbagai bidang');
    expect(pictures.every((picture) => picture.getAttribute('width') === '320' && picture.getAttribute('height') === '320')).toBe(true);
    expect(pictures.slice(1).every((picture) => picture.getAttribute('loading') === 'lazy')).toBe(true);
    expect(screen.getByRole('link', { name: 'Lihat produk peserta' })).toHaveAttribute('href', '/products');
  });

  it('says there are no highlights yet when the list is empty', async () => {
    renderApp({ path: '/journey', platform: answering(eventWith([])) });
    expect(await screen.findByRole('heading', { name: 'Sorotan acara belum tersedia.' })).toBeInTheDocument();
  });

  it('says there is nothing to show yet when the event answer has no highlights (null reads as absent)', async () => {
    renderApp({ path: '/journey', platform: answering(eventWith(null)) });
    expect(await screen.findByText(journeyCopy.empty)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a picture the platform did not send as a blank of the same size, never <img src="">', async () => {
    renderApp({ path: '/journey', platform: answering(eventWith([{ title: 'Demo mesin langsung', body: 'Isi', image_url: '' }])) });
    const picture = await screen.findByRole('img', { name: 'Ilustrasi Demo mesin langsung' });
    expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(picture).toHaveAttribute('width', '320');
    expect(picture).toHaveAttribute('height', '320');
  });

  it('shows the server’s message when the event cannot be loaded', async () => {
    renderApp({ path: '/journey', platform: answering({ error: { message: 'Acara tidak ditemukan.' } }, 404) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Acara tidak ditemukan.');
  });

  it('explains an answer it cannot read instead of crashing', async () => {
    renderApp({ path: '/journey', platform: answering({ bukan: 'data' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Respons server tidak dapat dibaca.');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
