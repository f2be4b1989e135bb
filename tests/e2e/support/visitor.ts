// What a visitor does, in the words of the screen (accessible roles and names).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { VISITOR_DB } from '../../../src/adapters/visitorStore';
import { UI_TIMEOUT, webSocketFrames } from './browser';

/** Demo visitors of the local platform (server/data.mjs). */
export const VISITORS = {
  budi: { code: 'BUDI2026', id: 1001, firstName: 'Budi' },
  siti: { code: 'SITI2026', id: 1002, firstName: 'Siti' },
  agus: { code: 'AGUS2026', id: 1003, firstName: 'Agus' },
} as const;

/** Waits until `check` holds (polling), with a message a visitor would understand if it never does. */
export async function eventually(check: () => Promise<boolean>, what: string, timeout = UI_TIMEOUT): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out after ${timeout} ms waiting until ${what}`);
}

export async function expectPath(page: Page, pathname: string): Promise<void> {
  await eventually(async () => new URL(page.url()).pathname === pathname, `the address is ${pathname} (it is ${new URL(page.url()).pathname})`);
}

/**
 * Moves inside the app, as its own links do (wouter follows history.pushState): the page, its
 * state and its one realtime connection stay, as they do for a visitor tapping around.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expectPath(page, path.split('?')[0]!);
}

/** The one h1 of the current screen. */
export function heading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

export function codeForm(page: Page) {
  return page.getByRole('form', { name: 'Kode Undangan' });
}

/** Opens /login, types the invitation code and submits it (no expectation about the outcome). */
export async function submitInvitationCode(page: Page, code: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  const field = codeForm(page).getByRole('textbox', { name: 'Kode undangan' });
  await field.fill(code);
  await codeForm(page).getByRole('button', { name: 'Masuk' }).click();
}

/** Logs in with an invitation code and waits for the home screen. */
export async function logInWithCode(page: Page, code: string): Promise<void> {
  await submitInvitationCode(page, code);
  await expectPath(page, '/home');
  await heading(page).waitFor();
}

/** How many realtime frames about `brochure/{userId}` the page has received so far. */
export function realtimeValuesSeen(page: Page, userId: number): number {
  return webSocketFrames(page).filter((frame) => frame.includes(`"p":"brochure/${userId}"`)).length;
}

/** Waits until the page has received more than `already` realtime values for the visitor. */
export async function waitForRealtimeValue(page: Page, userId: number, already: number): Promise<void> {
  await eventually(async () => realtimeValuesSeen(page, userId) > already, `the page receives realtime data for brochure/${userId}`);
}

/** Confirms the order summary that "Buat pesanan" (or the live page's order button) opened. */
export async function confirmOrder(page: Page): Promise<void> {
  const summary = page.getByRole('dialog', { name: 'Ringkasan pesanan' });
  await expectVisible(summary, 'the order summary');
  await summary.getByRole('button', { name: 'Pesan sekarang' }).click();
}

/** Seconds left, read from the timer's accessible name ('0 hari 0 jam 4 menit 59 detik lagi'). */
export async function secondsLeft(page: Page): Promise<number> {
  const label = (await page.getByRole('timer').first().getAttribute('aria-label')) ?? '';
  const [days, hours, minutes, seconds] = (label.match(/\d+/g) ?? []).map(Number);
  if (seconds === undefined) throw new Error(`timer label not understood: "${label}"`);
  return ((days! * 24 + hours!) * 60 + minutes!) * 60 + seconds;
}

export function giftDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Pilih Hadiah' });
}

export async function expectVisible(locator: ReturnType<Page['getByRole']>, what: string): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: UI_TIMEOUT }).catch(() => {
    throw new Error(`a visitor should see ${what}, but it is not on screen`);
  });
}

/** localStorage as a plain object. */
export function localStorageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
}

export { expect };

/**
 * What the per-visitor IndexedDB store holds on this page's device, key by key, or null when
 * the database does not exist (never created by looking).
 */
export function visitorStoreEntries(target: Page): Promise<Record<string, unknown> | null> {
  return target.evaluate(async (name) => {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === name)) return null;
    return await new Promise<Record<string, unknown>>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains('reads')) return resolve({});
        const store = db.transaction('reads').objectStore('reads');
        const keys = store.getAllKeys();
        const values = store.getAll();
        values.onsuccess = () => {
          resolve(Object.fromEntries(keys.result.map((key, index) => [String(key), values.result[index]])));
          db.close();
        };
      };
    });
  }, VISITOR_DB);
}
