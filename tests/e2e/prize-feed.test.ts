// A prize is never silent: the realtime feed across a visitor's fair day, in real
// Chromium with the real Firebase SDK against the local realtime database. The platform here
// ends every realtime credential 5 s after it was issued (REALTIME_TOKEN_SECONDS=5), so each
// test also lives through credentials expiring under an open page.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeToken } from '../../machines/sessionCodec';
import type { Token } from '../../machines/types';
import { call } from '../helpers/platform';
import { shell as shellCopy } from '../../src/copy/shell';
import { useApp } from './support/app';
import { UI_TIMEOUT, useBrowser, webSocketFrames } from './support/browser';
import { eventually, expectPath, expectVisible, giftDialog, heading, localStorageOf, logInWithCode, logOut, VISITORS, waitForRealtimeValue } from './support/visitor';

const CREDENTIAL_SECONDS = 5;
const app = useApp({ realtimeTokenSeconds: CREDENTIAL_SECONDS });
const browser = useBrowser();

const prize = (id: number, name: string) => ({ id, name, image_url: `/media/prize/${id}.svg` });

/** The "Hadiah" entry while the feed is down says so: a visitor is never left waiting without a word. */
const feedDownMark = (page: Page) => page.getByTestId('prize-feed-down');
const prizesEntry = (page: Page) => page.getByRole('button', { name: /^Hadiah/ });

/**
 * A lost connection's client waits a random share of 12 s before it reconnects (so a fair's
 * clients do not all come back in the same second), then a second or two more.
 */
const RECONNECT_WITHIN_MS = 12_000 + UI_TIMEOUT;

/** Opens the dialog's list (by itself or from "Hadiah") and expects `name` in it. */
async function expectOffered(page: Page, name: string, what: string): Promise<void> {
  await expectVisible(giftDialog(page).getByRole('button', { name }), what);
}

/** Expects the dialog to offer `name` once the feed has reconnected. */
async function expectOfferedAfterReconnect(page: Page, name: string, what: string): Promise<void> {
  await giftDialog(page).getByRole('button', { name }).waitFor({ state: 'visible', timeout: RECONNECT_WITHIN_MS }).catch(() => {
    throw new Error(`a visitor should see ${what} once the feed reconnected, but it is not on screen`);
  });
}

async function closeDialog(page: Page): Promise<void> {
  await giftDialog(page).getByRole('button', { name: 'Tutup' }).click();
  await giftDialog(page).waitFor({ state: 'hidden' });
}

/** SPEC §4's stored keys of a visitor who signed in on an earlier day: `token` and `user`, nothing else. */
async function storedKeysOf(code: string): Promise<{ token: string; user: string }> {
  const login = await call(app.platform, 'POST', '/api/auth/invitation', { form: { code, force: '1', token: '' } });
  const token = login.body.data as Token;
  const me = await call(app.platform, 'GET', '/api/users', { token: token.access_token });
  return { token: encodeToken(token), user: JSON.stringify(me.body.data) };
}

/** Whether the page has been told by the database that its credential ended ('ac': auth revoked). */
const credentialEnded = (page: Page) => webSocketFrames(page).some(({ payload }) => payload.includes('"a":"ac"'));

describe('the prize feed across a fair day (credentials ending every 5 s)', () => {
  const visitor = VISITORS.budi;
  let page: Page;

  it('reaches a visitor who signed in yesterday: only SPEC’s stored token and user on the device', async () => {
    const stored = await storedKeysOf(visitor.code);
    page = await browser.open('phone', app.url, '/not-yet');
    await page.evaluate(({ token, user }) => {
      localStorage.clear();
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    }, stored);
    await page.goto('/home');
    await expectVisible(heading(page), 'the home screen');
    await waitForRealtimeValue(page, visitor.id);
    await app.platform.pushPrizes(visitor.id, [prize(2, 'Brosur Katalog Mesin CNC')]);
    await expectOffered(page, 'Brosur Katalog Mesin CNC', 'the pushed prize, in "Pilih Hadiah"');
    await closeDialog(page);
  });

  it('keeps reaching the visitor after the credential ended under the open page', { timeout: 60_000 }, async () => {
    await eventually(async () => credentialEnded(page), 'the database ends the page’s realtime credential', (CREDENTIAL_SECONDS + 5) * 1000);
    await app.platform.pushPrizes(visitor.id, [prize(3, 'Voucher Servis Genset')]);
    await expectOfferedAfterReconnect(page, 'Voucher Servis Genset', 'the prize pushed after the credential ended');
    await closeDialog(page);
  });

  it('keeps reaching the visitor after the realtime database restarts', { timeout: 60_000 }, async () => {
    await app.platform.restartRealtime();
    await app.platform.pushPrizes(visitor.id, [prize(4, 'Kunci Torsi Digital')]);
    await expectOfferedAfterReconnect(page, 'Kunci Torsi Digital', 'the prize pushed after the restart');
    await closeDialog(page);
  });

  it('shows the feed is down, and a list pushed meanwhile is reachable once it is back', async () => {
    // The credential call fails from now on: at the next credential's end the feed cannot renew it.
    app.platform.misbehave('POST /api/auth/realtime-token=500');
    try {
      // The credential ends within 5 s, its lost connection is let go within 12 s, then the renewal fails twice.
      await feedDownMark(page).waitFor({ state: 'visible', timeout: CREDENTIAL_SECONDS * 1000 + RECONNECT_WITHIN_MS });
      expect(await prizesEntry(page).getAttribute('aria-label')).toContain(shellCopy.prizesUnreachable);
      await app.platform.pushPrizes(visitor.id, [prize(5, 'Helm Proyek Pameran'), prize(6, 'Brosur Pompa Industri')]);
    } finally {
      app.platform.misbehave('');
    }
    await feedDownMark(page).waitFor({ state: 'hidden', timeout: 40_000 });
    if (!(await giftDialog(page).isVisible())) await prizesEntry(page).click();
    await expectOffered(page, 'Helm Proyek Pameran', 'the list pushed while the feed was down');
    await closeDialog(page);
  }, 90_000);

  it('logs out: no realtime connection, no credential left in storage or IndexedDB', async () => {
    await page.goto('/profile');
    await logOut(page);
    await expectPath(page, '/home');
    await eventually(async () => app.platform.realtimeClients() === 0, 'no realtime connection left');
    const local = await localStorageOf(page);
    expect(Object.keys(local).filter((key) => key.startsWith('firebase:') && key !== 'firebase:previous_websocket_failure')).toEqual([]);
    const session = await page.evaluate(() => Object.keys(sessionStorage));
    expect(session.filter((key) => key.startsWith('firebase'))).toEqual([]);
    // Firebase Auth keeps nothing (its persistence is in memory); the SDK's heartbeat store holds
    // only the days the app was used, nothing of the visitor.
    const databases = await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
    expect(databases.filter((name) => /firebase/i.test(name ?? '') && name !== 'firebase-heartbeat-database')).toEqual([]);
    await page.context().close();
  });
});

/**
 * A phone-sized context of its own (service workers as asked, `beforeLoad` run in every
 * document first), its page recording every realtime frame it receives.
 */
async function phonePageOfItsOwn(serviceWorkers: 'allow' | 'block', beforeLoad?: () => void) {
  const context = await browser.browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: app.url, locale: 'id-ID', serviceWorkers });
  context.setDefaultTimeout(UI_TIMEOUT);
  if (beforeLoad) await context.addInitScript(beforeLoad);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[e2e prize-feed] page error: ${error.message}`));
  const frames: string[] = [];
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => void frames.push(String(payload))));
  return { context, page, frames };
}

describe('a visitor whose app started offline', () => {
  const visitor = VISITORS.siti;
  let context: BrowserContext;
  afterAll(async () => context?.close());

  it('shows the feed is down while offline, and receives the next push once the network is back', async () => {
    const own = await phonePageOfItsOwn('allow');
    context = own.context;
    const { page, frames } = own;
    await page.goto('/login');
    await logInWithCode(page, visitor.code);
    // The service worker keeps the app's files (Firebase's included) for the offline start.
    await eventually(async () => page.evaluate(() => navigator.serviceWorker.controller !== null), 'the service worker controls the page', 60_000);

    await context.setOffline(true);
    await page.goto('/profile');
    await expectVisible(heading(page), 'the profile, started offline');
    await expectVisible(feedDownMark(page), 'the "Hadiah" entry saying prizes cannot be received for now');

    await context.setOffline(false);
    await feedDownMark(page).waitFor({ state: 'hidden', timeout: 40_000 });
    const seen = frames.filter((frame) => frame.includes(`"p":"brochure/${visitor.id}"`)).length;
    await app.platform.pushPrizes(visitor.id, [prize(8, 'Kaos Pameran'), prize(9, 'Topi Teknisi')]);
    await eventually(async () => frames.filter((frame) => frame.includes(`"p":"brochure/${visitor.id}"`)).length > seen, 'the push reaches the page');
    await expectOffered(page, 'Topi Teknisi', 'the prize pushed after the network came back');
  }, 150_000);
});

describe('a page whose Firebase heartbeat database never opens (WebKit after a quick page change)', () => {
  const visitor = VISITORS.agus;
  let context: BrowserContext;
  afterAll(async () => context?.close());

  it('signs in to the realtime database and receives a push all the same', async () => {
    // Every open of Firebase's heartbeat store waits for good, as WebKit's does while the page
    // left a moment ago holds it: here an upgrade of a database this page keeps open.
    const own = await phonePageOfItsOwn('block', () => {
      const realOpen = indexedDB.open.bind(indexedDB);
      realOpen('pameran-held-open', 1);
      const opens = { stuck: 0 };
      Object.assign(window, { heartbeatOpens: opens });
      indexedDB.open = (name: string, version?: number) => {
        if (name !== 'firebase-heartbeat-database') return realOpen(name, version);
        opens.stuck += 1;
        return realOpen('pameran-held-open', 2);
      };
    });
    context = own.context;
    const { page, frames } = own;
    await page.goto('/login');
    await logInWithCode(page, visitor.code);
    await eventually(async () => frames.some((frame) => frame.includes(`"p":"brochure/${visitor.id}"`)), 'the signed-in listen is answered');
    expect(await page.evaluate(() => (window as unknown as { heartbeatOpens: { stuck: number } }).heartbeatOpens.stuck), 'the heartbeat store was asked for, and waits').toBeGreaterThan(0);
    await app.platform.pushPrizes(visitor.id, [prize(10, 'Sarung Tangan Las')]);
    await expectOfferedAfterReconnect(page, 'Sarung Tangan Las', 'the prize pushed while the heartbeat store never opened');
  }, 60_000);
});
