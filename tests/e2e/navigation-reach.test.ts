// Every tap answered where it was made: on a phone the offline banner leaves the bottom menu
// tappable, and on Produk every booth and product has its own address, so Back steps back
// through them instead of leaving Produk.
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { screenLoaded, useBrowser } from './support/browser';
import { expectPath, expectVisible, heading } from './support/visitor';

const app = useApp();
const browser = useBrowser();

describe('the bottom menu while offline (phone)', () => {
  it('stays tappable under the offline banner', async () => {
    const page = await browser.open('phone', app.url, '/home');
    await heading(page).waitFor();
    const banner = page.getByTestId('pwa-offline-banner');
    // The banners load once the page is idle: wait until the banner is in the page.
    await banner.waitFor({ state: 'attached' });
    await page.context().setOffline(true);
    await banner.waitFor({ state: 'visible' });
    const menu = page.getByRole('navigation', { name: 'Navigasi utama' });
    const bannerBox = (await banner.boundingBox())!;
    const menuBox = (await menu.boundingBox())!;
    expect(bannerBox.y + bannerBox.height, 'the banner ends above the menu').toBeLessThanOrEqual(menuBox.y);
    for (const [label, path] of [['Agenda', '/agenda'], ['Transaksi', '/my-transaction'], ['Beranda', '/home']] as const) {
      await menu.getByRole('link', { name: label }).tap();
      await expectPath(page, path);
    }
    await page.context().setOffline(false);
  });
});

describe('the site icon', () => {
  it('answers /favicon.ico with an icon', async () => {
    const page = await browser.open('desktop', app.url, '/home');
    const response = await page.request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/x-icon');
  });
});

describe('booths and products on Produk have their own address', () => {
  it('changes the address on opening a booth and a product, and Back returns through them', async () => {
    const page = await browser.open('desktop', app.url, '/products');
    // Produk's boot screen shows its tabs before the app has come; they answer once it has.
    await screenLoaded(page);
    await page.getByRole('tab', { name: 'Peserta pameran' }).click();
    await page.getByRole('tabpanel').getByRole('link').first().click();
    // An opened exhibitor takes the top of the screen, outside the tabs.
    await expectVisible(page.getByRole('heading', { level: 2 }).first(), 'the exhibitor');
    expect(new URL(page.url()).search).toMatch(/^\?exhibitor=\d+$/);
    const exhibitorAddress = page.url();

    await page.getByRole('button', { name: /^Spesifikasi / }).first().click();
    expect(new URL(page.url()).search).toMatch(/^\?product=\d+&exhibitor=\d+$/);

    await page.goBack();
    expect(page.url()).toBe(exhibitorAddress);
    await expectVisible(page.getByRole('button', { name: /^Spesifikasi / }).first(), "the exhibitor's products again");
    await page.goBack();
    await expectPath(page, '/products');
    expect(new URL(page.url()).search).toBe('');
    await expectVisible(page.getByRole('tab', { name: 'Peserta pameran' }), 'still on Produk');
  });
});
