import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';

const platform = usePlatform();

/** The add button once the cart is ready (it waits while the cart loads or another add runs). */
async function addButton(name: string) {
  const button = await screen.findByRole('button', { name: `Tambah ke keranjang: ${name}` });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('products screen', () => {
  it('lets anonymous visitors browse merchandise in Rupiah and asks them to log in to buy', async () => {
    await renderOnPlatform(platform, { path: '/products' });
    const panel = await screen.findByRole('tabpanel', { name: 'Merchandise' });
    const card = (await within(panel).findByRole('heading', { name: 'Topi Pameran 2026' })).closest('article')!;
    expect(within(card as HTMLElement).getByText('Rp 75.000')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByRole('img', { name: 'Foto Topi Pameran 2026' })).toHaveAttribute('width', '320');
    expect(within(card as HTMLElement).getByRole('link', { name: 'Masuk untuk membeli: Topi Pameran 2026' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('Anda bisa melihat semua produk. Masuk untuk menambahkannya ke keranjang.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ke keranjang/ })).not.toBeInTheDocument();
  });

  it('opens an exhibitor by booth code or by number, and explains an unknown code', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(platform, { path: '/products' });
    const field = await screen.findByRole('textbox', { name: 'Kode stan atau nomor peserta' });

    await user.click(screen.getByRole('button', { name: 'Buka' }));
    expect(field).toHaveAccessibleDescription(/Isi kode stan atau nomor peserta terlebih dahulu./);

    await user.type(field, 'a-05{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'PT Bearing Jaya Abadi' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Peserta pameran' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'Bearing Bola 6205-2RS' })).toBeInTheDocument();
    expect(screen.getByText('Rp 45.000')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '2{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'CV Hidrolik Nusantara' })).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'Z-99{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tidak ada peserta pameran dengan kode stan Z-99.');
    expect(field).toHaveValue('Z-99');
  });

  it('goes from the exhibitor list to an exhibitor, a product’s specifications and back with the keyboard', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(platform, { path: '/products' });
    const tab = await screen.findByRole('tab', { name: 'Merchandise' });
    tab.focus();
    await user.keyboard('{ArrowRight}');
    const exhibitors = screen.getByRole('tabpanel', { name: 'Peserta pameran' });
    await user.click(await within(exhibitors).findByRole('button', { name: /^PT Genset Andalan/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'PT Genset Andalan' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Spesifikasi Genset Diesel GA-30 kVA' }));
    const title = await screen.findByRole('heading', { level: 2, name: 'Genset Diesel GA-30 kVA' });
    expect(title).toHaveFocus();
    expect(screen.getByText('Rp 168.000.000')).toBeInTheDocument();
    expect(screen.getByText('Daya').nextElementSibling).toHaveTextContent('30 kVA');

    await user.click(screen.getByRole('button', { name: /Kembali$/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'PT Genset Andalan' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Kembali ke daftar/ }));
    expect(await within(exhibitors).findByRole('button', { name: /^PT Genset Andalan/ })).toBeInTheDocument();
  });

  it('keeps the search in the address: the first key adds one, further typing replaces it, a result adds its own', async () => {
    const user = userEvent.setup();
    const { location } = await renderOnPlatform(platform, { path: '/products' });
    await user.type(await screen.findByRole('searchbox', { name: 'Cari nama' }), 'genset');
    const exhibitors = await screen.findByRole('list', { name: 'Peserta pameran' });
    const products = screen.getByRole('list', { name: 'Produk peserta' });
    expect(within(products).getByRole('link', { name: /^Genset Diesel GA-30 kVA/ })).toHaveAttribute('href', '/products?product=501&exhibitor=5');
    await user.click(within(exhibitors).getByRole('link', { name: /^PT Genset Andalan/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'PT Genset Andalan' })).toHaveFocus();
    expect(location.history).toEqual(['/products', '/products?q=genset', '/products?exhibitor=5']);
  });

  it('adds merchandise and exhibitor products to the signed-in visitor’s cart on the platform', async () => {
    const user = userEvent.setup();
    const { api } = await renderOnPlatform(platform, { path: '/products', code: 'SITI2026' });
    await user.click(await addButton('Kaos Teknisi Pameran'));
    expect(await screen.findByRole('link', { name: 'Keranjang, 1 barang' })).toBeInTheDocument();
    expect(screen.getByText('Keranjang: 1 barang.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Kode stan atau nomor peserta' }), 'C-03{Enter}');
    await user.click(await addButton('Mesin Las Inverter MLI-200'));
    expect(await screen.findByRole('link', { name: 'Keranjang, 2 barang' })).toBeInTheDocument();

    const [cart] = await api.commerce.carts();
    expect(cart?.items?.map((item) => [item.kind, item.name, item.quantity])).toEqual([
      ['merchandise', 'Kaos Teknisi Pameran', 1],
      ['product', 'Mesin Las Inverter MLI-200', 1],
    ]);
  });

  it('shows why an item could not be added, and keeps the cart as it was', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(platform, {
      path: '/products',
      code: 'AGUS2026',
      configure: (fake) => {
        // The statecharts' SDK calls are the platform's here; this one fails.
        fake.api.commerce = {
          ...fake.api.commerce,
          addToCart: async () => {
            throw Object.assign(new Error('Stok tidak mencukupi.'), { status: 422 });
          },
        };
      },
    });
    await user.click(await addButton('Topi Pameran 2026'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Stok tidak mencukupi.');
    await waitFor(() => expect(screen.getByText('Keranjang Anda kosong.')).toBeInTheDocument());
  });
});
