// What a visitor does, in the words of the screen (accessible roles and names).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { VISITOR_DB } from '../../../src/adapters/visitorStore';
import type { Platform } from '../../../server/platform.mjs';
import { UI_TIMEOUT, webSocketConnectionsOpened, webSocketFrames } from './browser';

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

/** The profile's "Keluar", confirmed in the question it asks first. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Keluar' }).click();
  await page.getByRole('dialog', { name: 'Keluar dari akun ini?' }).getByRole('button', { name: 'Keluar' }).click();
}

/** Logs in with an invitation code and waits for the home screen. */
export async function logInWithCode(page: Page, code: string): Promise<void> {
  await submitInvitationCode(page, code);
  await expectPath(page, '/home');
  await heading(page).waitFor();
}

/**
 * Where the page's realtime traffic stands: the values received so far, and the connections
 * opened so far. Taken before a push or a navigation, it tells the values that came after it.
 */
export interface RealtimeMark {
  values: number;
  connections: number;
}

const valuesAbout = (page: Page, userId: number) => webSocketFrames(page).filter(({ payload }) => payload.includes(`"p":"brochure/${userId}"`));

export function realtimeMark(page: Page, userId: number): RealtimeMark {
  return { values: valuesAbout(page, userId).length, connections: webSocketConnectionsOpened(page) };
}

const FROM_THE_START: RealtimeMark = { values: 0, connections: 0 };

/**
 * Waits until the page has received a realtime value for the visitor after `since`. After a
 * navigation (`onNewConnection`) it must come on a connection the new document opened: the
 * previous document's subscription may still answer while it unloads, and counting that value
 * would let a push reach the new subscription as its first value, which SPEC §4 ignores.
 */
export async function waitForRealtimeValue(page: Page, userId: number, since = FROM_THE_START, { onNewConnection = false } = {}): Promise<void> {
  await eventually(
    async () => valuesAbout(page, userId).slice(since.values).some(({ connection }) => !onNewConnection || connection >= since.connections),
    `the page receives realtime data for brochure/${userId}`,
  );
}

/** Pushes a prize list to the visitor, as the organisers' screen does, and waits until the page has received it. */
export async function pushPrizesTo(platform: Pick<Platform, 'pushPrizes'>, page: Page, userId: number, list: unknown): Promise<void> {
  const before = realtimeMark(page, userId);
  await platform.pushPrizes(userId, list);
  await waitForRealtimeValue(page, userId, before);
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

/** The bearer token the page keeps (SPEC §4: base64-encoded JSON under `token`), or null. */
export async function storedAccessToken(page: Page): Promise<string | null> {
  const stored = (await localStorageOf(page)).token;
  return stored ? (JSON.parse(Buffer.from(stored, 'base64').toString('utf8')) as { access_token: string }).access_token : null;
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
