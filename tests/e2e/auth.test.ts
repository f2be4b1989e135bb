// Signing in and out in real Chromium against the built app and the local platform:
// register, invitation code (right and wrong), restore on reload, a 401 on the refresh, logout.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { screenshot, useBrowser } from './support/browser';
import { codeForm, eventually, expectPath, expectVisible, heading, localStorageOf, logInWithCode, logOut, submitInvitationCode, VISITORS } from './support/visitor';

const app = useApp();
const browser = useBrowser();

/** The header's way in for an anonymous visitor. */
const loginLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Masuk', exact: true });
/** The header's avatar link once someone is signed in ('Profil <name>'). */
const profileLink = (page: Page, name?: string) => page.getByRole('banner').getByRole('link', { name: name ? `Profil ${name}` : /^Profil / });

/** Requests the app sent to the platform since `from`, as "METHOD /path". */
const requestsSince = (from: number) => app.platform.requests.slice(from).map((request) => `${request.method} ${request.path}`);

// Behaviour, not layout: once, on a phone (the layouts are checked in day-details and a11y).
describe('signing in and out', () => {
  const viewport = 'phone';

  it('registers a new visitor, shows their sign-in code to keep, and lands signed in on the home screen', async () => {
    const page = await browser.open(viewport, app.url, '/register');
    const form = page.getByRole('form', { name: 'Daftar' });
    await expectVisible(form, 'the registration form');
    await form.getByRole('textbox', { name: 'Nama lengkap' }).fill('Rina Kusuma');
    await form.getByRole('textbox', { name: 'Instansi / perusahaan' }).fill('PT Teknik Maju');
    await form.getByRole('textbox', { name: 'Unit' }).fill('Pemeliharaan');
    await form.getByRole('textbox', { name: 'Nama salesman' }).fill('Dedi');
    await form.getByRole('checkbox', { name: 'Saya menyetujui' }).check();
    await screenshot(page, 'register');
    await form.getByRole('button', { name: 'Daftar', exact: true }).click();
    // The registration ends with the visitor's code (REG-…), their only way back in.
    const done = page.getByRole('region', { name: 'Pendaftaran berhasil' });
    await expectVisible(done, 'the registration confirmation');
    const code = (await done.locator('strong').textContent())!;
    expect(code).toMatch(/^REG-[A-Z0-9]+$/);
    expect(await done.textContent()).toContain('Simpan kode ini. Hanya dengan kode ini Anda dapat masuk lagi');
    await expectVisible(profileLink(page, 'Rina Kusuma'), "the new visitor's profile link in the header");
    await screenshot(page, 'registered');
    await done.getByRole('link', { name: 'Lanjutkan' }).click();
    await expectPath(page, '/home');
    const registration = app.platform.requests.find((request) => request.method === 'POST' && request.path === '/api/auth/register');
    expect(registration?.body).toContain('Rina');
  });

  it('keeps a wrong invitation code in the field and explains the problem in Indonesian', async () => {
    const page = await browser.open(viewport, app.url, '/login');
    await submitInvitationCode(page, 'SALAH999');
    await expectVisible(codeForm(page).getByText('Kode undangan tidak ditemukan. Periksa kembali kode Anda.'), "the server's Indonesian error");
    expect(await codeForm(page).getByRole('textbox', { name: 'Kode undangan' }).inputValue()).toBe('SALAH999');
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login-wrong-code');
  });

  it('logs in with an invitation code, and a reload restores the visitor and the cart', async () => {
    const page = await browser.open(viewport, app.url, '/login');
    await screenshot(page, 'login');
    await logInWithCode(page, VISITORS.budi.code);
    await expectVisible(profileLink(page, 'Budi Santoso'), "Budi's profile link in the header");
    await screenshot(page, 'home-signed-in');
    const storedBefore = await localStorageOf(page);
    expect(storedBefore.token, 'the token is stored').toBeTruthy();

    const from = app.platform.requests.length;
    await page.reload();
    await expectVisible(profileLink(page, 'Budi Santoso'), 'the visitor still signed in after a reload');
    await eventually(async () => requestsSince(from).includes('GET /api/users') && requestsSince(from).includes('GET /api/carts'), 'the app refetches the user and the cart');
    const refresh = app.platform.requests.slice(from).find((request) => request.path === '/api/users');
    expect(refresh?.headers.authorization).toMatch(/^Bearer \S+/);
    expect(await loginLink(page).count()).toBe(0);
  });

  it('clears a session silently when the refresh gets a 401, without leaving the page', async () => {
    const page = await browser.open(viewport, app.url, '/login');
    await logInWithCode(page, VISITORS.agus.code);
    await page.goto('/products');
    // The app's own header shows Agus once its start-up refresh is answered, and that answer
    // stores the token again: a token replaced before it would be overwritten with the live one.
    await expectVisible(profileLink(page, 'Agus Prasetyo'), "Agus's profile link on the products screen");
    // The server forgets the token (as when it expires): store one it never issued.
    await page.evaluate(() => {
      const token = { access_token: 'kedaluwarsa-000', token_type: 'bearer', expires_in: 3600 };
      localStorage.setItem('token', btoa(JSON.stringify(token)));
    });
    const from = app.platform.requests.length;
    await page.reload();
    await eventually(async () => requestsSince(from).includes('GET /api/users'), 'the app refreshes the user');
    await expectVisible(loginLink(page), "the header's 'Masuk' link (signed out)");
    expect(new URL(page.url()).pathname, 'the address did not change').toBe('/products');
    expect(await page.getByRole('alertdialog').count(), 'no alert for a silent logout').toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The header may say 'Masuk' a moment before the session's keys are removed from storage (one
    // clean-clone run under load read the token still there): the keys must go, not in that order.
    await eventually(async () => {
      const stored = await localStorageOf(page);
      return (stored.token ?? null) === null && (stored.user ?? null) === null;
    }, 'the stale token and its user are gone from storage');
  });

  it('logs out from the profile: storage cleared, back on the home screen', async () => {
    const page = await browser.open(viewport, app.url, '/login');
    await logInWithCode(page, VISITORS.siti.code);
    await profileLink(page).click();
    await expectPath(page, '/profile');
    await expectVisible(heading(page), 'the profile screen');
    await screenshot(page, 'profile');
    await logOut(page);
    await expectPath(page, '/home');
    await expectVisible(loginLink(page), "the header's 'Masuk' link after logout");
    expect(await localStorageOf(page)).toEqual({});
    // Nothing of the session survives a reload either.
    await page.reload();
    await expectVisible(loginLink(page), "the 'Masuk' link after a reload");
  });
});
