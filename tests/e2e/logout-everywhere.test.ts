// Logout everywhere, in real Chromium: a visitor has the app open in two tabs (one browser
// profile, so one stored session) and logs out in one. The other tab signs out by itself (home,
// no code on screen, nothing stored), and the platform has revoked the token: a call with it
// now gets 401, so a copy of it taken before the logout is worth nothing.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { UI_TIMEOUT, useBrowser } from './support/browser';
import { eventually, expectPath, expectVisible, heading, localStorageOf, logInWithCode, logOut, VISITORS } from './support/visitor';

const app = useApp();
const browser = useBrowser();
const VISITOR = VISITORS.budi;

let context: BrowserContext;
let firstTab: Page;
let secondTab: Page;

beforeAll(async () => {
  context = await browser.browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 800 }, locale: 'id-ID', serviceWorkers: 'block' });
  context.setDefaultTimeout(UI_TIMEOUT);
  firstTab = await context.newPage();
  secondTab = await context.newPage();
});

afterAll(async () => {
  await context?.close();
});

/** The stored access token (base64 JSON under `token`), or null. */
async function storedAccessToken(page: Page): Promise<string | null> {
  const stored = (await localStorageOf(page)).token;
  return stored ? (JSON.parse(atob(stored)) as { access_token: string }).access_token : null;
}

describe('logout in one tab', () => {
  it('signs out the other tab and revokes the token', async () => {
    await firstTab.goto('/login');
    await logInWithCode(firstTab, VISITOR.code);
    const token = await storedAccessToken(firstTab);
    expect(token).toEqual(expect.any(String));

    await secondTab.goto('/profile');
    await expectVisible(secondTab.getByText(VISITOR.code, { exact: false }).first(), `${VISITOR.code} on the second tab's profile`);

    await firstTab.goto('/profile');
    const clickedAt = Date.now();
    await logOut(firstTab);
    await expectPath(secondTab, '/home');
    // Reported, not asserted (no test waits on the wall clock): how soon the other tab followed.
    console.log(`[e2e] the second tab was home ${Date.now() - clickedAt} ms after the click on "Keluar"`);
    await expectPath(firstTab, '/home');

    await heading(secondTab).waitFor();
    await eventually(async () => !(await secondTab.content()).includes(VISITOR.code), `${VISITOR.code} is gone from the second tab`);
    expect(await storedAccessToken(secondTab)).toBeNull();

    await eventually(async () => app.platform.requests.some((request) => request.method === 'POST' && request.path === '/api/auth/logout'), 'the platform is asked to revoke the token');
    const answer = await fetch(`${app.url}/api/users`, { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(401);
  });

  it('tells the other tab why it was signed out, and the tab that logged out says nothing of it', async () => {
    // A tab signed out by another one says why (the first test left both tabs signed out).
    const notice = secondTab.getByRole('alert').filter({ hasText: 'Anda telah keluar karena akun ini dikeluarkan di tab atau jendela lain.' });
    await expectVisible(notice, 'why this tab was signed out');
    expect(await notice.getByRole('link', { name: 'Masuk lagi' }).getAttribute('href')).toBe('/login');
    expect(await firstTab.getByText('dikeluarkan di tab atau jendela lain', { exact: false }).count()).toBe(0);
    await notice.getByRole('button', { name: 'Tutup' }).click();
    await notice.waitFor({ state: 'detached' });
  });
});
