import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, makeCart, makeUser, renderApp } from './support/renderApp';

describe('app shell', () => {
  it('redirects the empty path to /home', async () => {
    const { location } = renderApp({ path: '/' });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Beranda' })).toBeInTheDocument();
  });

  it('shows a friendly not-found screen for unknown paths', async () => {
    renderApp({ path: '/mesin-bubut' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/home');
  });

  it('serves /login and /register with the same page', async () => {
    const first = renderApp({ path: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Masuk ke Pameran' })).toBeInTheDocument();
    first.unmount();
    renderApp({ path: '/register' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Masuk ke Pameran' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Daftar' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers Masuk to an anonymous visitor instead of an avatar and cart', async () => {
    renderApp();
    expect(await screen.findByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: /Keranjang/ })).not.toBeInTheDocument();
  });

  it("shows the signed-in visitor's initials linking to the profile", async () => {
    renderApp({ signedInAs: makeUser({ name: 'budi santoso wijaya***' }) });
    const profileLink = await screen.findByRole('link', { name: 'Profil budi santoso wijaya, BS' });
    expect(profileLink).toHaveAttribute('href', '/profile');
    expect(profileLink).toHaveTextContent('BS');
  });

  it('shows the cart quantity badge as the sum of the first cart’s quantities', async () => {
    renderApp({ signedInAs: makeUser(), carts: [makeCart([2, 3]), makeCart([10])] });
    const cart = await screen.findByRole('link', { name: 'Keranjang, 5 barang' });
    expect(within(cart).getByTestId('cart-badge')).toHaveTextContent('5');
  });

  it('shows no badge number while the cart is empty', async () => {
    renderApp({ signedInAs: makeUser(), carts: [] });
    const cart = await screen.findByRole('link', { name: 'Keranjang, kosong' });
    expect(within(cart).queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('logs out silently when the stored session is rejected with 401', async () => {
    const { ports } = renderApp({
      signedInAs: makeUser(),
      configure: (fake) => vi.mocked(fake.api.currentUser).mockRejectedValue(apiError(401, 'Unauthenticated.')),
    });
    expect(await screen.findByRole('link', { name: 'Masuk' })).toBeInTheDocument();
    expect(ports.stored.cleared).toBe(1);
    expect(ports.navigations).toEqual([]);
  });

  it('opens the prize dialog on its own when a prize list is pushed after the first value', async () => {
    const { ports } = renderApp({ signedInAs: makeUser() });
    await screen.findByRole('link', { name: /Profil/ });
    await waitFor(() => expect(ports.prizes.subscribe).toHaveBeenCalled());
    act(() => ports.pushPrizes([{ id: 2, name: 'Topi Safety', image_url: '' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => ports.pushPrizes([{ id: 2, name: 'Topi Safety', image_url: '' }, { id: 3, name: 'Sarung Tangan', image_url: '' }]));
    const dialog = await screen.findByRole('dialog', { name: 'Pilih Hadiah' });
    expect(within(dialog).getByRole('button', { name: /Sarung Tangan/ })).toBeInTheDocument();
  });

  it('moves between screens with the header navigation', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/home' });
    await screen.findByRole('heading', { level: 1, name: 'Beranda' });
    await user.click(screen.getByRole('link', { name: 'Produk' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Produk' })).toBeInTheDocument();
  });
});
