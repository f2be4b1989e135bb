// A misbehaving platform in real Chromium: the local platform's switch (server/misbehave.mjs)
// breaks every read (`GET *`), and a visitor — anonymous, then signed in — opens every route.
// Every kind of breakage is decoded and explained at the SDK (tests/unit/sdk-malformed.test.ts);
// here two kinds that fail every load (a page instead of JSON, a server error) show that each
// screen puts that explanation in its error block. Each route must keep the app alive: no
// uncaught page error, the shell's header on screen (never a blank page), a signed-in visitor
// still signed in, and where the screen's own load failed, the Indonesian message of the SDK
// (a tolerated breakage shows the screen as usual, with no message).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRACKED_SESSION_ID as TRACKED_LIVE_SESSION_ID } from '../../machines';
import { MESSAGES } from '../../sdk/src/index';
import type { Misbehaviour } from '../../server/misbehave.mjs';
import { CALL_SHAPES, expectedOutcome, visitorMessage, type CallName } from '../helpers/malformed';
import { loginToken } from '../helpers/platform';
import { useApp } from './support/app';
import { cspViolations, screenLoaded, screenshot, UI_TIMEOUT, useBrowser } from './support/browser';
import { codeForm, expectPath, logInWithCode, submitInvitationCode, VISITORS } from './support/visitor';

const app = useApp();
const browser = useBrowser();

interface RouteCase {
  path: string;
  /**
   * The SDK calls whose result the screen shows on arrival (what the shell's statecharts load
   * is not a screen's; a hidden tab's load is not on screen).
   */
  anonymous: CallName[];
  signedIn: CallName[];
}

const HOME: CallName[] = ['events.event', 'events.homeUpcomingSessions', 'events.ongoingExternalSessions'];

const ROUTES: RouteCase[] = [
  { path: '/home', anonymous: HOME, signedIn: [...HOME, 'events.rooms'] },
  // A signed-in visitor is sent from the login page to /home.
  { path: '/login', anonymous: [], signedIn: [...HOME, 'events.rooms'] },
  { path: '/register', anonymous: [], signedIn: [...HOME, 'events.rooms'] },
  { path: '/products', anonymous: ['events.merchandise'], signedIn: ['events.merchandise'] },
  { path: '/products?exhibitor=1', anonymous: ['events.exhibitor'], signedIn: ['events.exhibitor'] },
  { path: '/products?booth=A-01', anonymous: ['events.exhibitorByCode'], signedIn: ['events.exhibitorByCode'] },
  { path: '/products?product=101', anonymous: ['events.exhibitorProduct'], signedIn: ['events.exhibitorProduct'] },
  // "Hadiah saya": the prizes this visitor claimed.
  { path: '/profile', anonymous: [], signedIn: ['users.claimedGifts'] },
  { path: '/my-transaction', anonymous: [], signedIn: ['commerce.orders'] },
  { path: '/journey', anonymous: ['events.event'], signedIn: ['events.event'] },
  { path: '/popup-media', anonymous: [], signedIn: [] },
  { path: '/popup-alert', anonymous: [], signedIn: [] },
  // The live page: the stream, its survey and the products its exhibitor demonstrates beside it.
  { path: `/live-stream/${TRACKED_LIVE_SESSION_ID}`, anonymous: [], signedIn: ['events.sessionStream', 'calls/survey.survey', 'events.exhibitor'] },
  { path: '/agenda', anonymous: ['events.upcomingSessions', 'events.ongoingExternalSessions'], signedIn: ['events.upcomingSessions', 'events.ongoingExternalSessions'] },
  { path: '/popup-gift', anonymous: [], signedIn: [] },
  { path: '/popup-tnc', anonymous: [], signedIn: [] },
  { path: '/countdown', anonymous: [], signedIn: [] },
  // Organisers only: a visitor (anonymous or signed in) is told so, and nothing is loaded.
  { path: '/admin-gift', anonymous: [], signedIn: [] },
];

/** The message the screen must show for this breakage, or null when all its own loads tolerate it. */
function expectedMessage(calls: CallName[], kind: Misbehaviour): string | null {
  const messages = calls.map((call) => visitorMessage(expectedOutcome(CALL_SHAPES[call], kind))).filter((m) => m !== null);
  return messages[0] ?? null;
}

/** Uncaught errors of a page, collected from the moment it is opened. */
const pageErrors = new WeakMap<Page, string[]>();
function trackErrors(page: Page): void {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
}

/** Opens `path` afresh (a full load: the session is restored, every load starts again) and checks it. */
async function visit(page: Page, route: RouteCase, calls: CallName[], kind: Misbehaviour, signedIn: boolean): Promise<void> {
  const where = `${route.path} (${signedIn ? 'signed in' : 'anonymous'}, ${kind})`;
  await page.goto(route.path);
  // A dialog route hides the page behind the modal from assistive technology, not from sight.
  // The app's own header (in #root), not index.html's boot screen: visible once the app shows.
  const header = page.locator('#root').getByRole('banner', { includeHidden: true });
  await header.waitFor({ state: 'visible', timeout: UI_TIMEOUT }).catch(() => {
    throw new Error(`${where}: the shell's header is not on screen (a blank page)`);
  });
  if (signedIn) {
    await header.getByRole('link', { name: /^Profil Budi Santoso/, includeHidden: true }).waitFor({ state: 'visible', timeout: UI_TIMEOUT }).catch(() => {
      throw new Error(`${where}: the visitor is no longer signed in`);
    });
  }
  const message = expectedMessage(calls, kind);
  if (message) {
    await page.getByText(message).filter({ visible: true }).first().waitFor({ state: 'visible', timeout: UI_TIMEOUT }).catch(async () => {
      const file = await screenshot(page, `malformed-${kind}-${signedIn ? 'signed-in' : 'anonymous'}-${route.path.replace(/\W+/g, '_')}`);
      throw new Error(`${where}: the screen's load failed but "${message}" is not on screen (see ${file})`);
    });
  } else {
    await screenLoaded(page);
  }
  // Whatever the screen shows, it shows no other breakage message than the expected one.
  for (const other of [MESSAGES.invalidResponse, MESSAGES.server(500)]) {
    if (other !== message) expect(await page.getByText(other).filter({ visible: true }).count(), `${where}: shows "${other}"`).toBe(0);
  }
  // /popup-alert is an alert itself; nothing else may pop one up (SPEC §8: load errors are not alerts).
  const ownAlerts = route.path === '/popup-alert' ? 1 : 0;
  expect(await page.getByRole('alertdialog').count(), `${where}: no alert pops up`).toBe(ownAlerts);
  expect(pageErrors.get(page), `${where}: uncaught page errors`).toEqual([]);
  // Error blocks and fallbacks are drawn within the app's Content-Security-Policy too.
  expect(cspViolations(page), `${where}: CSP violations`).toEqual([]);
}

beforeAll(async () => {
  // Budi has an order, so the orders list has something to break.
  const token = await loginToken(app.platform, VISITORS.budi.code);
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const carts = await (await fetch(`${app.url}/api/carts`, { method: 'POST', headers, body: JSON.stringify({ product_id: 101, quantity: 1 }) })).json();
  const cart = carts.data[0];
  await fetch(`${app.url}/api/orders`, { method: 'POST', headers, body: JSON.stringify({ cart_id: cart.id, item_ids: cart.items.map((item: { id: number }) => item.id) }) });
});

/**
 * Both fail every screen's load: one answers 200 with no JSON, the other 500. Each route meets
 * one of them signed out and the other signed in, taking turns from route to route, so every
 * screen shows both and each kind reaches every screen.
 */
const SCREEN_ERROR_KINDS: Misbehaviour[] = ['html', '500'];
const kindAt = (index: number, signedIn: boolean): Misbehaviour => SCREEN_ERROR_KINDS[(index + (signedIn ? 1 : 0)) % SCREEN_ERROR_KINDS.length]!;

/** Opens every route in turn, each with every read answering its kind of breakage. */
async function visitEveryRoute(page: Page, signedIn: boolean): Promise<void> {
  try {
    for (const [index, route] of ROUTES.entries()) {
      const kind = kindAt(index, signedIn);
      app.platform.misbehave(`GET *=${kind}`);
      await visit(page, route, signedIn ? route.signedIn : route.anonymous, kind, signedIn);
    }
  } finally {
    app.platform.misbehave('');
  }
}

describe('every route when every read answers an HTML page or a server error', () => {
  it('anonymous visitor: no page error, the header, the message where a load failed', async () => {
    const page = await browser.open('phone', app.url, '/home');
    trackErrors(page);
    await visitEveryRoute(page, false);
  });

  it('signed-in visitor: the same, and still signed in on every route', async () => {
    const page = await browser.open('phone', app.url, '/login');
    trackErrors(page);
    await logInWithCode(page, VISITORS.budi.code);
    await visitEveryRoute(page, true);
  });
});

describe('signing in against a misbehaving platform', () => {
  it.each([
    ['a login answer whose data is null', 'POST /api/auth/invitation=null-data'],
    ['a login answer that is an HTML page', 'POST /api/auth/invitation=html'],
    // The user's first field is its id, which the app cannot work without (anonymous ⇔ id 0).
    ['a user answer without an id', 'GET /api/users=missing-fields'],
  ])('explains %s in Indonesian, keeps the code and stays anonymous', async (_what, rules) => {
    app.platform.misbehave(rules);
    try {
      const page = await browser.open('phone', app.url, '/login');
      trackErrors(page);
      await submitInvitationCode(page, VISITORS.siti.code);
      await codeForm(page).getByText(MESSAGES.invalidResponse).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      expect(await codeForm(page).getByRole('textbox', { name: 'Kode undangan' }).inputValue()).toBe(VISITORS.siti.code);
      await expectPath(page, '/login');
      expect(await page.getByRole('banner').getByRole('link', { name: /^Profil / }).count(), 'not signed in').toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('token')), 'no token stored').toBeNull();
      expect(pageErrors.get(page)).toEqual([]);
      // The platform recovers: the same visitor signs in with the same code.
      app.platform.misbehave('');
      await logInWithCode(page, VISITORS.siti.code);
      expect(pageErrors.get(page)).toEqual([]);
    } finally {
      app.platform.misbehave('');
    }
  });

  it('signs in a visitor whose user answer has no text name, and calls them "Pengunjung"', async () => {
    app.platform.misbehave('GET /api/users=null-names');
    try {
      const page = await browser.open('phone', app.url, '/login');
      trackErrors(page);
      await logInWithCode(page, VISITORS.agus.code);
      await page.getByRole('banner').getByRole('link', { name: /^Profil Pengunjung/ }).waitFor({ state: 'visible', timeout: UI_TIMEOUT });
      expect(pageErrors.get(page)).toEqual([]);
    } finally {
      app.platform.misbehave('');
    }
  });
});
