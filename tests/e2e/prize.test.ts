// The prize flow in real Chromium: a visitor logs in with an invitation code,
// the platform pushes prize lists through the real realtime database (firebase-server, the
// Firebase v12 SDK in the page), and the visitor picks and claims one on a phone; on a desktop,
// the open dialog's layout (columns, axe).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { expectNoSeriousA11yViolations, screenshot, useBrowser, VIEWPORTS, type Viewport } from './support/browser';
import { expectVisible, giftDialog, heading, logInWithCode, pushPrizesTo, VISITORS, waitForRealtimeValue } from './support/visitor';

const app = useApp();
const browser = useBrowser();

/** Prize lists as the admin would push them; id 1 is the placeholder the picker must hide. */
const prize = (id: number, name: string) => ({ id, name, image_url: `/media/prize/${id}.svg` });
const FIRST_LIST = [prize(1, 'Hadiah (placeholder)'), prize(2, 'Brosur Katalog Mesin CNC')];
const SECOND_LIST = [
  prize(1, 'Hadiah (placeholder)'),
  prize(3, 'Voucher Servis Genset'),
  prize(4, 'Kunci Torsi Digital'),
  prize(5, 'Helm Proyek Pameran'),
  prize(6, 'Brosur Pompa Industri'),
  { ...prize(7, 'Sarung Tangan Las Premium'), isSaved: true },
];
const CLAIMED = 'Kunci Torsi Digital';
/** A later push offering the claimed prize again (a different value, so the database sends it). */
const THIRD_LIST = [prize(4, CLAIMED), prize(5, 'Helm Proyek Pameran')];
/**
 * Waits until the page has done everything a received value or a key press set off: two
 * animation frames (React commits) and then an idle moment of the main thread. An absence
 * checked after this is an event-based check, not a wall-clock guess (the dialog's chunk is
 * already loaded by then, so opening it would render at once).
 */
function settled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5_000 }))),
      ),
  );
}

/** Pushes a list and waits until the page's realtime connection has received it. */
const push = (page: Page, userId: number, list: unknown) => pushPrizesTo(app.platform, page, userId, list);

function gridColumnCount(page: Page): Promise<number> {
  return giftDialog(page)
    .getByRole('group', { name: 'Pilih Hadiah' })
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length);
}

/** A finger's tap on one of the dialog's buttons (the flow runs on a phone). */
async function tap(page: Page, name: string): Promise<void> {
  await giftDialog(page).getByRole('button', { name, exact: true }).tap();
}

const VISITOR_FOR: Record<Viewport, (typeof VISITORS)[keyof typeof VISITORS]> = { phone: VISITORS.budi, desktop: VISITORS.agus };
const COLUMNS: Record<Viewport, number> = { phone: 2, desktop: 4 };

describe.each(VIEWPORTS)('prize flow on a %s', (viewport) => {
  const visitor = VISITOR_FOR[viewport];
  let page: Page;
  /** Behaviour is checked once, on the phone; the desktop keeps the dialog's layout checks. */
  const behaviour = (name: string, test: () => Promise<void>) => {
    if (viewport === 'phone') it(name, test);
  };

  it('logs in with an invitation code and lands on the home screen', async () => {
    page = await browser.open(viewport, app.url, '/login');
    await logInWithCode(page, visitor.code);
    await expectVisible(heading(page), 'the home screen heading');
    // The app subscribed to brochure/{id}: the database answered with the current (empty) value.
    await waitForRealtimeValue(page, visitor.id);
  });

  // SPEC §4: the first value received is ignored, whatever it is. For a path that was empty at
  // sign-in that first value was null, so the first list pushed opens the dialog.
  behaviour('opens "Pilih Hadiah" on the first push to a path that was empty at sign-in', async () => {
    await push(page, visitor.id, FIRST_LIST);
    await expectVisible(giftDialog(page), 'the "Pilih Hadiah" dialog after the first push');
    await expectVisible(giftDialog(page).getByRole('button', { name: 'Brosur Katalog Mesin CNC' }), 'the pushed prize');
    await giftDialog(page).getByRole('button', { name: 'Tutup' }).click();
    await giftDialog(page).waitFor({ state: 'hidden' });
  });

  behaviour('opens nothing for a later value without prizes', async () => {
    await push(page, visitor.id, []);
    await settled(page);
    expect(await giftDialog(page).isVisible(), 'the dialog opened on an empty list').toBe(false);
  });

  it('opens "Pilih Hadiah" on the next push, without id 1 and saved prizes', async () => {
    await push(page, visitor.id, SECOND_LIST);
    await expectVisible(giftDialog(page), 'the "Pilih Hadiah" dialog after the next push');
    const dialog = giftDialog(page);
    await expectVisible(dialog.getByRole('button', { name: 'Voucher Servis Genset' }), 'the pushed prizes');
    // Item id 1 and already saved items are hidden.
    expect(await dialog.getByRole('button', { name: 'Hadiah (placeholder)' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Sarung Tangan Las Premium' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Brosur Katalog Mesin CNC' }).count()).toBe(0);
    await screenshot(page, 'prize-dialog');
  });

  it(`lays the prizes out in ${COLUMNS[viewport]} columns`, async () => {
    expect(await gridColumnCount(page)).toBe(COLUMNS[viewport]);
  });

  behaviour('stays open on a backdrop click and on Escape; "Pilih" is disabled until a prize is chosen', async () => {
    await page.mouse.click(4, 4);
    await page.keyboard.press('Escape');
    await settled(page);
    expect(await giftDialog(page).isVisible()).toBe(true);
    expect(await giftDialog(page).getByRole('button', { name: 'Pilih', exact: true }).isDisabled()).toBe(true);
  });

  it('has no serious accessibility violations while open', async () => {
    await expectNoSeriousA11yViolations(page, 'the open gift dialog');
  });

  behaviour(`highlights the chosen prize and claims it: 'Berhasil di klaim', then the dialog closes`, async () => {
    await tap(page, CLAIMED);
    const chosen = giftDialog(page).getByRole('button', { name: CLAIMED });
    expect(await chosen.getAttribute('aria-pressed')).toBe('true');
    expect(await giftDialog(page).getByRole('button', { name: 'Pilih', exact: true }).isEnabled()).toBe(true);
    await screenshot(page, 'prize-selected');

    await tap(page, 'Pilih');
    const alert = page.getByRole('alertdialog');
    await expectVisible(alert.getByText('Berhasil di klaim'), "the 'Berhasil di klaim' alert");
    await screenshot(page, 'prize-claimed');
    await alert.getByRole('button', { name: 'OK' }).click();
    await giftDialog(page).waitFor({ state: 'hidden' });
    await alert.waitFor({ state: 'hidden' });
    const claims = app.platform.requests.filter((request) => request.method === 'POST' && /^\/api\/users\/brochure\/4\/saved$/.test(request.path));
    expect(claims.length).toBeGreaterThanOrEqual(1);
  });

  behaviour("refuses a second claim of the same prize with the server's message, and keeps the dialog open", async () => {
    await push(page, visitor.id, THIRD_LIST);
    await expectVisible(giftDialog(page), 'the dialog again after a new push');
    await tap(page, CLAIMED);
    await tap(page, 'Pilih');
    const alert = page.getByRole('alertdialog');
    await expectVisible(alert.getByText('Hadiah ini sudah Anda klaim sebelumnya.'), "the server's refusal");
    await screenshot(page, 'prize-double-claim');
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'hidden' });
    // The visitor can still choose another prize, or close the dialog with its close icon.
    expect(await giftDialog(page).isVisible()).toBe(true);
    await giftDialog(page).getByRole('button', { name: 'Tutup' }).click();
    await giftDialog(page).waitFor({ state: 'hidden' });
  });
});

describe('prize dialog by keyboard only (desktop)', () => {
  it('chooses and claims a prize with Tab, Space and Enter', async () => {
    const visitor = VISITORS.siti;
    const page = await browser.open('desktop', app.url, '/login');
    await logInWithCode(page, visitor.code);
    await waitForRealtimeValue(page, visitor.id);
    await push(page, visitor.id, FIRST_LIST);
    await push(page, visitor.id, SECOND_LIST);
    await expectVisible(giftDialog(page), 'the dialog');
    const dialog = giftDialog(page);
    const target = dialog.getByRole('button', { name: 'Helm Proyek Pameran' });
    // Tab until the prize has focus (focus is trapped in the dialog, so this terminates).
    for (let press = 0; press < 20 && !(await target.evaluate((el) => el === document.activeElement)); press++) await page.keyboard.press('Tab');
    expect(await target.evaluate((el) => el === document.activeElement), 'Tab never reached the prize').toBe(true);
    await page.keyboard.press('Space');
    expect(await target.getAttribute('aria-pressed')).toBe('true');
    const choose = dialog.getByRole('button', { name: 'Pilih', exact: true });
    for (let press = 0; press < 20 && !(await choose.evaluate((el) => el === document.activeElement)); press++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alertdialog');
    await expectVisible(alert.getByText('Berhasil di klaim'), "the 'Berhasil di klaim' alert");
    // OK takes focus: Enter acknowledges it.
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('a path that already holds a list at sign-in (desktop)', () => {
  it('ignores that list (the first value) and opens the dialog on the next push', async () => {
    const visitor = VISITORS.siti;
    // The keyboard test above left SECOND_LIST on siti's path; make sure something is there.
    await app.platform.pushPrizes(visitor.id, THIRD_LIST);
    const page = await browser.open('desktop', app.url, '/login');
    await logInWithCode(page, visitor.code);
    await waitForRealtimeValue(page, visitor.id);
    // Held, not opened: the "Hadiah" entry counts it (its badge is 0 while the dialog is open).
    await expectVisible(page.getByTestId('prize-badge'), 'the list already there, waiting behind "Hadiah"');
    expect(await giftDialog(page).isVisible(), 'the dialog opened on the list already there').toBe(false);
    await push(page, visitor.id, [prize(8, 'Kaos Pameran'), prize(9, 'Topi Teknisi')]);
    await expectVisible(giftDialog(page), 'the dialog after the next push');
    await expectVisible(giftDialog(page).getByRole('button', { name: 'Topi Teknisi' }), 'the pushed prize');
  });
});

describe('a page left while its realtime connection was still opening', () => {
  it('leaves the next page on WebSocket: the prize feed still arrives (the local database has no long polling)', async () => {
    const page = await browser.open('phone', app.url, '/login');
    // What Firebase keeps in localStorage when a page is left mid-handshake: the next page
    // would fall back to long polling.
    await page.evaluate(() => localStorage.setItem('firebase:previous_websocket_failure', 'true'));
    await logInWithCode(page, VISITORS.siti.code);
    await waitForRealtimeValue(page, VISITORS.siti.id);
  });
});
