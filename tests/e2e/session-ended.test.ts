// The platform refuses the visitor's token hours later (it ran out, or was revoked), while the
// page stays open: the next call the visitor makes answers 401, and the page says why, what
// stays with the account, and offers sign-in, which returns to the page the visitor was on.
// (A 401 to the start-up refresh stays silent: SPEC §4, §8; tests/e2e/auth.test.ts.)
// An addition to the cart made offline is still waiting when the platform refuses the token: it
// is kept on the device, sealed, and reaches the cart once the same visitor signs in again.
import { describe, expect, it } from 'vitest';
import { products as productsCopy } from '../../src/copy/products';
import { call, loginToken } from '../helpers/platform';
import { useApp } from './support/app';
import { screenshot, useBrowser } from './support/browser';
import { eventually, expectPath, expectVisible, goInApp, localStorageOf, logInWithCode, storedAccessToken, VISITORS } from './support/visitor';

const app = useApp();
const browser = useBrowser();

describe('a token the platform refuses under an open page', () => {
  it('signs the visitor out saying why, and signing in again returns to the page', async () => {
    const page = await browser.open('phone', app.url, '/login');
    await logInWithCode(page, VISITORS.budi.code);
    const token = await storedAccessToken(page);
    // The platform ends the token (as its 24 hours running out would).
    expect((await fetch(`${app.url}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);

    await goInApp(page, '/my-transaction');
    const notice = page.getByRole('alert').filter({ hasText: 'Sesi Anda telah berakhir.' });
    await expectVisible(notice.getByText('Server tidak lagi menerima tanda masuk di perangkat ini', { exact: false }), 'why the session ended');
    await expectVisible(notice.getByText('Keranjang, pesanan, dan hadiah Anda tetap tersimpan di akun', { exact: false }), 'what stays with the account');
    expect((await localStorageOf(page)).token).toBeUndefined();
    await screenshot(page, 'session-ended');

    await notice.getByRole('link', { name: 'Masuk lagi' }).click();
    await expectPath(page, '/login');
    await page.getByRole('textbox', { name: 'Kode undangan' }).fill(VISITORS.budi.code);
    await page.getByRole('form', { name: 'Kode Undangan' }).getByRole('button', { name: 'Masuk' }).click();
    await expectPath(page, '/my-transaction');
    expect(await notice.count()).toBe(0);
  });
});

describe('an addition waiting offline when the platform refuses the token', () => {
  /** Booth A-05 (server/data.mjs) and one of its products. */
  const GEARBOX = { id: 302, name: 'Gearbox Reduksi WPA-60' };

  it('reaches the cart after the visitor signs in again with the same code', async () => {
    const page = await browser.open('phone', app.url, '/login');
    await logInWithCode(page, VISITORS.siti.code);
    const token = await storedAccessToken(page);
    await goInApp(page, '/products?booth=A-05');
    const add = page.getByRole('button', { name: productsCopy.addToCartNamed(GEARBOX.name) });
    await eventually(async () => add.isEnabled(), 'the add button is ready');

    await page.context().setOffline(true);
    await add.click();
    await expectVisible(page.getByRole('status').filter({ hasText: productsCopy.addWaiting(GEARBOX.name) }), 'that the addition waits for a connection');
    // Meanwhile the platform ends the token; back online, the waiting addition meets a 401.
    expect((await fetch(`${app.url}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    await page.context().setOffline(false);
    const notice = page.getByRole('alert').filter({ hasText: 'Sesi Anda telah berakhir.' });
    await expectVisible(notice, 'that the session ended');

    await notice.getByRole('link', { name: 'Masuk lagi' }).click();
    await page.getByRole('textbox', { name: 'Kode undangan' }).fill(VISITORS.siti.code);
    await page.getByRole('form', { name: 'Kode Undangan' }).getByRole('button', { name: 'Masuk' }).click();
    await expectPath(page, '/products');

    const cartOf = async () => {
      const fresh = await loginToken(app.platform, VISITORS.siti.code);
      const carts = (await call(app.platform, 'GET', '/api/carts', { token: fresh })).body.data as { items: { product_id: number; quantity: number }[] }[];
      return (carts[0]?.items ?? []).filter((item) => item.product_id === GEARBOX.id);
    };
    await eventually(async () => (await cartOf()).length > 0, 'the gearbox in the platform’s cart');
    expect(await cartOf()).toEqual([expect.objectContaining({ product_id: GEARBOX.id, quantity: 1 })]);
  });
});
