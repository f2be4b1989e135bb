// A visitor's prizes and an organiser's send, in real Chromium against the local platform:
// the organiser sends from /admin-gift (real HTTP, the real realtime database), the visitor's
// page gets it through the Firebase SDK. No prize is lost: what the visitor received stays
// behind the shell's "Hadiah" entry across a reload and Back until it is claimed, and leaves
// with logout; the same list sent twice arrives twice.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { screenshot, useBrowser } from './support/browser';
import { eventually, expectPath, expectVisible, giftDialog, heading, localStorageOf, logInWithCode, logOut, realtimeMark, VISITORS, waitForRealtimeValue } from './support/visitor';

const app = useApp();
const browser = useBrowser();

const ORGANISER_CODE = 'PANITIA2026';
/** How the admin screen lists the demo visitor (server/data.mjs). */
const VISITOR_OPTION = 'Budi Santoso — PT Karya Teknik Mandiri';
const VISITOR_NAME = 'Budi Santoso';

/** The "Hadiah" entry in the header, by its accessible name. */
const prizeEntry = (page: Page, unclaimed: number) =>
  page.getByRole('button', { name: unclaimed === 0 ? 'Hadiah, tidak ada yang menunggu' : `Hadiah, ${unclaimed} belum diklaim` });

async function closeDialog(page: Page): Promise<void> {
  await giftDialog(page).getByRole('button', { name: 'Tutup' }).click();
  await giftDialog(page).waitFor({ state: 'hidden' });
}

// Behaviour, not layout: once, on a phone (the gift dialog's layout is checked in prize.test.ts).
describe('prizes between an organiser and a visitor', () => {
  const viewport = 'phone';
  const visitor = VISITORS.budi;
  let organiser: Page;
  let page: Page;

  /** The organiser sends every prize to the visitor; resolves once the visitor's page has the list. */
  async function sendAll(): Promise<void> {
    const before = realtimeMark(page, visitor.id);
    await organiser.getByRole('radio', { name: VISITOR_OPTION }).check();
    await organiser.getByRole('button', { name: 'Pilih semua' }).click();
    await organiser.getByRole('button', { name: 'Kirim hadiah' }).click();
    await waitForRealtimeValue(page, visitor.id, before);
  }

  it('signs the organiser in from /admin-gift and returns there, with a menu entry to it', async () => {
    organiser = await browser.open(viewport, app.url, '/admin-gift');
    await organiser.getByRole('main').getByRole('link', { name: 'Masuk atau daftar' }).click();
    await expectPath(organiser, '/login');
    await organiser.getByRole('textbox', { name: 'Kode undangan' }).fill(ORGANISER_CODE);
    await organiser.getByRole('form', { name: 'Kode Undangan' }).getByRole('button', { name: 'Masuk' }).click();
    await expectPath(organiser, '/admin-gift');
    expect(await organiser.getByRole('link', { name: 'Kirim hadiah' }).getAttribute('href')).toBe('/admin-gift');
  });

  it('tells the organiser what the visitor will see, and the visitor gets "Pilih Hadiah"', async () => {
    page = await browser.open(viewport, app.url, '/login');
    await logInWithCode(page, visitor.code);
    await waitForRealtimeValue(page, visitor.id);
    await sendAll();
    await expectVisible(
      organiser.getByRole('status').getByText(
        `7 hadiah dikirim ke ${VISITOR_NAME}. ${VISITOR_NAME} akan melihat 6 hadiah. 1 hadiah contoh (ID 1) tidak pernah ditampilkan kepada pengunjung.`,
      ),
      "the organiser's summary of what the visitor will see",
    );
    await screenshot(organiser, 'admin-gift-sent');
    await expectVisible(giftDialog(page), '"Pilih Hadiah" after the organiser sent');
    expect(await giftDialog(page).getByRole('button', { name: 'Hadiah contoh' }).count()).toBe(0);
    await closeDialog(page);
  });

  it('keeps the closed list behind the "Hadiah" entry, with a badge', async () => {
    await expectVisible(prizeEntry(page, 6), 'the "Hadiah" entry with 6 unclaimed');
    expect(await page.getByTestId('prize-badge').textContent()).toBe('6');
    await screenshot(page, 'prize-entry');
  });

  it('delivers the same list sent again', async () => {
    await sendAll();
    await expectVisible(giftDialog(page), '"Pilih Hadiah" after the same list was sent again');
    await closeDialog(page);
  });

  it('after a reload opens nothing by itself, and the entry still opens the list', async () => {
    await page.reload();
    await heading(page).waitFor();
    await expectVisible(prizeEntry(page, 6), 'the "Hadiah" entry after a reload');
    expect(await giftDialog(page).isVisible()).toBe(false);
    await prizeEntry(page, 6).click();
    await expectVisible(giftDialog(page).getByRole('button', { name: 'Kunci Torsi Digital' }), 'the held prizes in "Pilih Hadiah"');
  });

  it('after Back while the dialog is open, the list is still within reach', async () => {
    await closeDialog(page);
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Produk' }).click();
    await expectPath(page, '/products');
    await prizeEntry(page, 6).click();
    await expectVisible(giftDialog(page), '"Pilih Hadiah" opened on /products');
    // Back closes the dialog and the page stays (tests/e2e/back.test.ts).
    await page.goBack();
    await giftDialog(page).waitFor({ state: 'hidden' });
    await expectPath(page, '/products');
    await expectVisible(prizeEntry(page, 6), 'the "Hadiah" entry after Back');
  });

  it('counts a claimed prize no more, also after a reload', async () => {
    await prizeEntry(page, 6).click();
    await giftDialog(page).getByRole('button', { name: 'Kunci Torsi Digital' }).click();
    await giftDialog(page).getByRole('button', { name: 'Pilih', exact: true }).click();
    const alert = page.getByRole('alertdialog');
    await expectVisible(alert.getByText('Berhasil di klaim'), "'Berhasil di klaim'");
    await alert.getByRole('button', { name: 'OK' }).click();
    await giftDialog(page).waitFor({ state: 'hidden' });
    await expectVisible(prizeEntry(page, 5), 'the "Hadiah" entry with 5 unclaimed');
    await page.reload();
    await heading(page).waitFor();
    await expectVisible(prizeEntry(page, 5), 'the "Hadiah" entry with 5 unclaimed after a reload');
  });

  it('counts a claim cut short by a reload as claimed, and offers that prize no more', async () => {
    await prizeEntry(page, 5).click();
    await giftDialog(page).getByRole('button', { name: 'Helm Proyek Pameran' }).click();
    await giftDialog(page).getByRole('button', { name: 'Pilih', exact: true }).click();
    // The platform has the claim; the page is reloaded before the visitor closes the dialog.
    await expectVisible(page.getByRole('alertdialog').getByText('Berhasil di klaim'), "'Berhasil di klaim'");
    await page.reload();
    await heading(page).waitFor();
    await expectVisible(prizeEntry(page, 4), 'the "Hadiah" entry with 4 unclaimed after the reload');
    await prizeEntry(page, 4).click();
    await expectVisible(giftDialog(page).getByRole('button', { name: 'Brosur Pompa Industri' }), 'the unclaimed prizes in "Pilih Hadiah"');
    expect(await giftDialog(page).getByRole('button', { name: 'Helm Proyek Pameran' }).count()).toBe(0);
    await closeDialog(page);
  });

  it('lets the list go with logout', async () => {
    expect(Object.keys(await localStorageOf(page))).toContain('prizes');
    await page.goto('/profile');
    // "Hadiah saya": what was claimed, and when.
    const myPrizes = page.getByRole('region', { name: 'Hadiah saya' });
    await expectVisible(myPrizes.getByText('Kunci Torsi Digital'), 'the claimed prize under "Hadiah saya"');
    expect(await myPrizes.getByText(/^Diklaim /).count()).toBe(2);
    await logOut(page);
    await expectPath(page, '/home');
    await eventually(async () => !('prizes' in (await localStorageOf(page))), 'the kept list is gone from the device');
    expect(await prizeEntry(page, 4).count()).toBe(0);
  });
});
