// Back does what a phone's visitor expects, in real Chromium at 390 px (page.goBack() is the
// browser's own Back): with a dialog open it closes the dialog and the page stays; a dialog
// closed by its own button leaves no dead step behind, so the next Back leaves the page; and a
// booth opened from the scanner takes the scanner's place, so Back never returns into its camera.
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { screenLoaded, useBrowser } from './support/browser';
import { qrVideo, useCamera } from './support/camera';
import { expectPath, expectVisible, giftDialog, goInApp, logInWithCode, pushPrizesTo, VISITORS, waitForRealtimeValue } from './support/visitor';

const app = useApp();
const browser = useBrowser();

const orderPosts = () => app.platform.requests.filter((request) => request.method === 'POST' && request.path === '/api/orders');

describe('Back with a dialog open', () => {
  it('closes the prize dialog and stays on the page, whether the dialog came with a push or with /popup-gift', async () => {
    const visitor = VISITORS.budi;
    const page = await browser.open('phone', app.url, '/login');
    await logInWithCode(page, visitor.code);
    await waitForRealtimeValue(page, visitor.id);
    await goInApp(page, '/profile');
    await pushPrizesTo(app.platform, page, visitor.id, [{ id: 3, name: 'Voucher Servis Genset', image_url: '/media/prize/3.svg' }]);
    await expectVisible(giftDialog(page), 'the "Pilih Hadiah" dialog');

    await page.goBack();
    await giftDialog(page).waitFor({ state: 'hidden' });
    await expectPath(page, '/profile');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Profil' }), 'the profile under the closed dialog');

    // The dialog route: Back leaves /popup-gift and the dialog goes with it.
    await goInApp(page, '/popup-gift');
    await expectVisible(giftDialog(page), 'the dialog at /popup-gift');
    await page.goBack();
    await giftDialog(page).waitFor({ state: 'hidden' });
    await expectPath(page, '/profile');

    // Nothing of the dialogs is left in history: the next Back leaves the profile.
    await page.goBack();
    await expectPath(page, '/home');
    await page.context().close();
  });

  it('closes the order summary without ordering, and after "Kembali" the next Back leaves the page', async () => {
    const page = await browser.open('phone', app.url, '/login');
    await logInWithCode(page, VISITORS.siti.code);
    await page.goto('/products');
    // Produk's boot screen shows its tabs before the app has come; they answer once it has.
    await screenLoaded(page);
    await page.getByRole('tab', { name: 'Merchandise' }).click();
    await page.getByRole('button', { name: 'Tambah ke keranjang: Topi Pameran 2026' }).click();
    await expectVisible(page.getByText('Keranjang: 1 barang.'), 'the cart with one item');
    await goInApp(page, '/my-transaction');
    const summary = page.getByRole('dialog', { name: 'Ringkasan pesanan' });

    await page.getByRole('button', { name: 'Buat pesanan' }).tap();
    await expectVisible(summary, 'the order summary');
    await page.goBack();
    await summary.waitFor({ state: 'hidden' });
    await expectPath(page, '/my-transaction');
    expect(orderPosts()).toEqual([]);

    // Closed by its own button, the summary takes its history entry with it.
    await page.getByRole('button', { name: 'Buat pesanan' }).tap();
    await expectVisible(summary, 'the order summary again');
    await summary.getByRole('button', { name: 'Kembali' }).tap();
    await summary.waitFor({ state: 'hidden' });
    await page.goBack();
    await expectPath(page, '/products');
    expect(orderPosts()).toEqual([]);
    await page.context().close();
  });
});

describe('Back after a scan', () => {
  // Booth A-01's code without a stamp (server/data.mjs: PT Sinar Baja Presisi), filmed all along.
  const open = useCamera(app, () => qrVideo(`${app.url}/products?booth=A-01`));

  it('goes to the page before the scanner, not back into its camera', async () => {
    const page = await open('/home');
    await goInApp(page, '/scan');
    await expectVisible(page.getByRole('heading', { level: 2, name: 'PT Sinar Baja Presisi' }), 'the booth the scanner read');
    expect(new URL(page.url()).search).toBe('?booth=A-01');

    await page.goBack();
    await expectPath(page, '/home');
    // And stays there: the camera did not open again to read the booth once more.
    await expectVisible(page.getByRole('heading', { level: 1 }), 'the home screen');
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.context().close();
  });
});
