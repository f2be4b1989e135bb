// The platform refuses the visitor's token hours later (it ran out, or was revoked), while the
// page stays open: the next call the visitor makes answers 401, and the page says why, what
// stays with the account, and offers sign-in, which returns to the page the visitor was on.
// (A 401 to the start-up refresh stays silent: SPEC §4, §8; tests/e2e/auth.test.ts.)
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { screenshot, useBrowser } from './support/browser';
import { expectPath, expectVisible, goInApp, localStorageOf, logInWithCode, storedAccessToken, VISITORS } from './support/visitor';

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
