import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../helpers/platform';
import { renderOnPlatform } from './support/platformScreens';

/**
 * A newly opened detail takes focus in its first effect, which React runs after the screen is
 * drawn: the heading can be found a moment before focus lands on it.
 */
async function expectFocusOn(element: HTMLElement | Promise<HTMLElement>): Promise<void> {
  const target = await element;
  await waitFor(() => expect(target).toHaveFocus());
}

const platform = usePlatform();

/** The add button once the cart is ready (it waits while the cart loads or another add runs). */
async function addButton(name: string) {
  const button = await screen.findByRole('button', { name: `Tambah ke keranjang: ${name}` });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

/** `a` comes before `b` in the page (what a visitor reads, and a screen reader reaches, first). */
const precedes = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('products screen', () => {
  it('opens on the search and the exhibitors, with the booth-code form folded and merchandise the second tab', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(platform, { path: '/products' });
    const exhibitors = await screen.findByRole('tabpanel', { name: 'Peserta pameran' });
    expect(await within(exhibitors).findByRole('link', { name: /^PT Genset Andalan/ })).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Cari produk atau peserta' });
    expect(precedes(search, exhibitors)).toBe(true);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Peserta pameran', 'Merchandise']);
    // The booth-code form is folded under its question until opened.
    const fold = screen.getByText('Punya kode stan atau nomor peserta?').closest('details')!;
    expect(fold).not.toHaveAttribute('open');
    await user.click(screen.getByText('Punya kode stan atau nomor peserta?'));
    expect(fold).toHaveAttribute('open');
  });

  it('lets anonymous visitors browse merchandise in Rupiah and asks them to log in to buy', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(platform, { path: '/products' });
    await user.click(await screen.findByRole('tab', { name: 'Merchandise' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Merchandise' });
    const card = (await within(panel).findByRole('heading', { name: 'Topi Pameran 2026' })).closest('article')!;
    expect(within(card as HTMLElement).getByText('Rp 75.000')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByRole('img', { name: 'Foto Topi Pameran 2026' })).toHaveAttribute('width', '320');
    expect(within(card as HTMLElement).getByRole('link', { name: 'Masuk untuk membeli: Topi Pameran 2026' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('Anda bisa melihat semua produk. Masuk untuk menambahkannya ke keranjang.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ke keranjang/ })).not.toBeInTheDocument();
  });

  it('opens an exhibitor by booth code or by number, at the top of the screen above the search', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(platform, { path: '/products' });
    const field = await screen.findByRole('textbox', { name: 'Kode stan atau nomor peserta' });

    await user.click(screen.getByRole('button', { name: 'Buka' }));
    expect(field).toHaveAccessibleDescription(/Isi kode stan atau nomor peserta terlebih dahulu./);

    await user.type(field, 'a-05{Enter}');
    const heading = await screen.findByRole('heading', { level: 2, name: 'PT Bearing Jaya Abadi' });
    await expectFocusOn(heading);
    expect(precedes(heading, screen.getByRole('searchbox', { name: 'Cari produk atau peserta' }))).toBe(true);
    expect(screen.getByRole('heading', { level: 3, name: 'Bearing Bola 6205-2RS' })).toBeInTheDocument();
    expect(screen.getByText('Rp 45.000')).toBeInTheDocument();

    const again = screen.getByRole('textbox', { name: 'Kode stan atau nomor peserta' });
    await user.type(again, '2{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'CV Hidrolik Nusantara' })).toBeInTheDocument();
  });

  it('reads a booth code typed loosely: "b07" opens Stan B-07', async () => {
    const user = userEvent.setup();
    const { location } = await renderOnPlatform(platform, { path: '/products' });
    await user.type(await screen.findByRole('textbox', { name: 'Kode stan atau nomor peserta' }), 'b07{Enter}');
    await expectFocusOn(screen.findByRole('heading', { level: 2, name: 'PT Genset Andalan' }));
    expect(location.history.at(-1)).toBe('/products?booth=B-07');
  });

  it('says an unknown booth is not found and offers the nearest booths of the directory, without an error', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(platform, { path: '/products?booth=B-99' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Stan B-99 tidak ditemukan' })).toBeInTheDocument();
    const near = await screen.findByRole('list', { name: 'Stan terdekat' });
    // Hall B has B-02 (CV Hidrolik Nusantara) and B-07 (PT Genset Andalan); B-07 is nearer to 99.
    await waitFor(() => expect(within(near).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'PT Genset AndalanStan B-07 · Hall B · Genset & Kelistrikan',
      'CV Hidrolik NusantaraStan B-02 · Hall B · Hidrolik & Pneumatik',
    ]));
    expect(screen.queryByText('Gagal memuat data')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
    await user.click(within(near).getByRole('link', { name: /^PT Genset Andalan/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'PT Genset Andalan' })).toBeInTheDocument();
  });

  it('goes from the exhibitor list to an exhibitor, a product’s specifications and back with the keyboard', async () => {
    const user = userEvent.setup();
    await renderOnPlatform(platform, { path: '/products' });
    const tab = await screen.findByRole('tab', { name: 'Peserta pameran' });
    tab.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Merchandise' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    const exhibitors = await screen.findByRole('tabpanel', { name: 'Peserta pameran' });
    await user.click(await within(exhibitors).findByRole('link', { name: /^PT Genset Andalan/ }));
    await expectFocusOn(screen.findByRole('heading', { level: 2, name: 'PT Genset Andalan' }));

    await user.click(screen.getByRole('button', { name: 'Spesifikasi Genset Diesel GA-30 kVA' }));
    const title = await screen.findByRole('heading', { level: 2, name: 'Genset Diesel GA-30 kVA' });
    await expectFocusOn(title);
    expect(screen.getByText('Rp 168.000.000')).toBeInTheDocument();
    expect(screen.getByText('Daya').nextElementSibling).toHaveTextContent('30 kVA');

    await user.click(screen.getByRole('button', { name: /Kembali$/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'PT Genset Andalan' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Kembali ke daftar/ }));
    const list = await screen.findByRole('tabpanel', { name: 'Peserta pameran' });
    expect(await within(list).findByRole('link', { name: /^PT Genset Andalan/ })).toBeInTheDocument();
  });

  it('keeps the search in the address: the first key adds one, further typing replaces it, a result adds its own', async () => {
    const user = userEvent.setup();
    const { location } = await renderOnPlatform(platform, { path: '/products' });
    await user.type(await screen.findByRole('searchbox', { name: 'Cari produk atau peserta' }), 'genset');
    const exhibitors = await screen.findByRole('list', { name: 'Peserta pameran' });
    const products = screen.getByRole('list', { name: 'Produk peserta' });
    expect(within(products).getByRole('link', { name: /^Genset Diesel GA-30 kVA/ })).toHaveAttribute('href', '/products?product=501&exhibitor=5&q=genset');
    await user.click(within(exhibitors).getByRole('link', { name: /^PT Genset Andalan/ }));
    await expectFocusOn(screen.findByRole('heading', { level: 2, name: 'PT Genset Andalan' }));
    expect(location.history).toEqual(['/products', '/products?q=genset', '/products?exhibitor=5&q=genset']);
  });

  it('keeps the visitor’s place: a result opens above the search, which keeps the query, and "Kembali ke daftar" returns to the same results', async () => {
    const user = userEvent.setup();
    const { location } = await renderOnPlatform(platform, { path: '/products' });
    await user.type(await screen.findByRole('searchbox', { name: 'Cari produk atau peserta' }), 'genset');
    const products = await screen.findByRole('list', { name: 'Produk peserta' });
    await user.click(within(products).getByRole('link', { name: /^Genset Diesel GA-30 kVA/ }));
    const title = await screen.findByRole('heading', { level: 2, name: 'Genset Diesel GA-30 kVA' });
    await expectFocusOn(title);
    const searchbox = screen.getByRole('searchbox', { name: 'Cari produk atau peserta' });
    expect(precedes(title, searchbox)).toBe(true);
    expect(searchbox).toHaveValue('genset');

    await user.click(screen.getByRole('button', { name: /Kembali ke daftar/ }));
    expect(await screen.findByRole('list', { name: 'Produk peserta' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Cari produk atau peserta' })).toHaveValue('genset');
    expect(location.history.at(-1)).toBe('/products?q=genset');
  });

  it('opens a shared product link on the product, naming its exhibitor with links to its page and its booth on the plan', async () => {
    await renderOnPlatform(platform, { path: '/products?product=501&exhibitor=5' });
    const title = await screen.findByRole('heading', { level: 2, name: 'Genset Diesel GA-30 kVA' });
    expect(precedes(title, screen.getByRole('searchbox', { name: 'Cari produk atau peserta' }))).toBe(true);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'PT Genset Andalan' })).toHaveAttribute('href', '/products?exhibitor=5');
    expect(screen.getByText(/Stan B-07 · Hall B/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat di denah: PT Genset Andalan' })).toHaveAttribute('href', '/denah?booth=B-07');
  });

  it('opens a shared exhibitor link on the exhibitor, not on the search form', async () => {
    await renderOnPlatform(platform, { path: '/products?exhibitor=3' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'PT Bearing Jaya Abadi' });
    expect(precedes(heading, screen.getByRole('searchbox', { name: 'Cari produk atau peserta' }))).toBe(true);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('adds merchandise and exhibitor products to the signed-in visitor’s cart on the platform', async () => {
    const user = userEvent.setup();
    const { api } = await renderOnPlatform(platform, { path: '/products', code: 'SITI2026' });
    await user.click(await screen.findByRole('tab', { name: 'Merchandise' }));
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
    await user.click(await screen.findByRole('tab', { name: 'Merchandise' }));
    await user.click(await addButton('Topi Pameran 2026'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Stok tidak mencukupi.');
    await waitFor(() => expect(screen.getByText('Keranjang Anda kosong.')).toBeInTheDocument());
  });
});
