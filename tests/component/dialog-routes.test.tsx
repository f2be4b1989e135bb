import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp } from './support/renderApp';

describe('dialog routes', () => {
  it('/popup-gift opens the gift dialog with the last pushed list and leaves to /home when closed', async () => {
    const user = userEvent.setup();
    const { ports, location } = renderApp({ path: '/popup-gift', signedInAs: makeUser() });
    const empty = await screen.findByRole('dialog', { name: 'Pilih Hadiah' });
    expect(within(empty).getByText('Tidak ada hadiah tersedia')).toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/home'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // A pushed list (after the ignored first value) is what the route shows next time.
    await waitFor(() => expect(ports.prizes.subscribe).toHaveBeenCalled());
    act(() => ports.pushPrizes([]));
    act(() => ports.pushPrizes([{ id: 4, name: 'Helm Proyek', image_url: '' }]));
    const pushed = await screen.findByRole('dialog', { name: 'Pilih Hadiah' });
    await user.click(within(pushed).getByRole('button', { name: 'Tutup' }));
    act(() => location.navigate('/popup-gift'));
    expect(await screen.findByRole('button', { name: /Helm Proyek/ })).toBeInTheDocument();
  });

  it('/popup-gift left with its dialog still open closes the dialog, stays on the page left to, and shows it again on the next visit', async () => {
    const { location } = renderApp({ path: '/popup-gift', signedInAs: makeUser() });
    await screen.findByRole('dialog', { name: 'Pilih Hadiah' });
    // Back while the dialog is up (tests/e2e/back.test.ts): the route is the dialog, so it closes.
    act(() => location.navigate('/halaman-lain'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/halaman-lain');
    act(() => location.navigate('/popup-gift'));
    expect(await screen.findByRole('dialog', { name: 'Pilih Hadiah' })).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/popup-gift');
  });

  it('/popup-gift asks an anonymous visitor to log in', async () => {
    renderApp({ path: '/popup-gift' });
    // About prizes, not the profile.
    expect(await screen.findByRole('heading', { level: 1, name: 'Masuk untuk melihat hadiah Anda' })).toBeInTheDocument();
    expect(screen.getByText('Hadiah dari panitia tampil di sini setelah Anda masuk dengan kode undangan.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('/popup-alert shows its message in an alert dialog whose OK leaves', async () => {
    const user = userEvent.setup();
    const { location } = renderApp({ path: '/popup-alert?title=Info%20Sesi&message=Sesi%20dimulai%2010%20menit%20lagi' });
    const alert = await screen.findByRole('alertdialog', { name: 'Info Sesi' });
    expect(alert).toHaveTextContent('Sesi dimulai 10 menit lagi');
    // The dialog moves focus in its first effect, a moment after it is drawn.
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus());
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/home'));
  });

  it('/popup-media shows an image of its own origin and refuses a javascript: source', async () => {
    const first = renderApp({ path: '/popup-media?src=%2Fmedia%2Fmesin.svg' });
    const dialog = await screen.findByRole('dialog', { name: 'Media' });
    expect(within(dialog).getByRole('img', { name: 'Media' })).toHaveAttribute('src', expect.stringMatching(/\/media\/mesin\.svg$/));
    first.unmount();
    renderApp({ path: '/popup-media?src=javascript%3Aalert(1)' });
    const refused = await screen.findByRole('dialog', { name: 'Media' });
    expect(within(refused).getByText('Tidak ada media untuk ditampilkan.')).toBeInTheDocument();
    expect(within(refused).queryByRole('img')).not.toBeInTheDocument();
  });

  it('/popup-tnc shows the terms and closes with Escape', async () => {
    const user = userEvent.setup();
    const { location } = renderApp({ path: '/popup-tnc' });
    const terms = await screen.findByRole('dialog', { name: 'Syarat dan Ketentuan' });
    expect(within(terms).getAllByRole('listitem').length).toBeGreaterThan(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/home'));
  });
});
