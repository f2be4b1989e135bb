// Dialogs stay on top, in real Chromium on a phone (390 px, touch) whose browser prefers English:
// the one-time offer of English is pending when a prize list arrives. While the gift dialog is
// open the offer waits, so a finger's tap on "Pilih" reaches "Pilih" (Playwright's tap taps only
// an element nothing covers) and the claim goes out; once the dialogs close, the offer is back.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { repoRoot, useApp } from './support/app';
import { screenshot, useBrowser, VIEWPORTS, type Viewport } from './support/browser';
import { expectVisible, giftDialog, logInWithCode, pushPrizesTo, VISITORS, waitForRealtimeValue } from './support/visitor';

const app = useApp();
const browser = useBrowser();

/** Four prizes (the case: "Pilih" was fully under the offer), and the placeholder id 1 the picker hides. */
const prize = (id: number, name: string) => ({ id, name, image_url: `/media/prize/${id}.svg` });
const PRIZES = [
  prize(1, 'Hadiah (placeholder)'),
  prize(3, 'Voucher Servis Genset'),
  prize(4, 'Kunci Torsi Digital'),
  prize(5, 'Helm Proyek Pameran'),
  prize(6, 'Brosur Pompa Industri'),
];
const OFFER = 'This app is also available in English.';

/**
 * The screenshots of the layering rule kept in the repository, docs/screenshots/layering/<name>-<width>-<language>.png:
 * taken when DOCS_SCREENSHOTS=1, so an ordinary run leaves the committed pictures alone.
 */
async function docsScreenshot(page: Page, name: string, language: 'id' | 'en'): Promise<void> {
  if (process.env.DOCS_SCREENSHOTS !== '1') return;
  const dir = path.join(repoRoot, 'docs', 'screenshots', 'layering');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-${page.viewportSize()?.width}-${language}.png`), animations: 'disabled' });
}

/** One visitor per viewport: each claims a prize, and a claimed prize is not offered again. */
const VISITOR_AT: Record<Viewport, keyof typeof VISITORS> = { phone: 'budi', desktop: 'siti' };

describe.each(VIEWPORTS)('a dialog over a pending banner (%s)', (viewport) => {
  it('keeps the offer of English waiting while the gift dialog is open, so "Pilih" can be tapped', async () => {
    const visitor = VISITORS[VISITOR_AT[viewport]];
    const page = await browser.open(viewport, app.url, '/login', 'en-US');
    // A finger on the phone, a mouse on the desktop.
    const press = (locator: ReturnType<Page['getByRole']>) => (viewport === 'phone' ? locator.tap() : locator.click());
    // Found even while a modal hides the page from the accessibility tree: what is asked is whether it is drawn.
    const offer = page.getByRole('region', { name: OFFER, includeHidden: true });
    await expectVisible(offer, 'the offer of English to a browser that prefers English');
    await logInWithCode(page, visitor.code);
    await expectVisible(offer, 'the offer, still unanswered, after signing in');
    await waitForRealtimeValue(page, visitor.id);

    await pushPrizesTo(app.platform, page, visitor.id, PRIZES);
    const dialog = giftDialog(page);
    await expectVisible(dialog, 'the "Pilih Hadiah" dialog');
    expect(await dialog.getByRole('group', { name: 'Pilih Hadiah' }).getByRole('button').count()).toBe(4);
    // The offer waits: not drawn over the dialog, and nothing of it can be tapped.
    await offer.waitFor({ state: 'hidden' });
    await screenshot(page, 'layering-gift-dialog-over-pending-offer', { fullPage: false });
    await docsScreenshot(page, 'gift-dialog-over-pending-offer', 'id');

    const claimsOfHelmet = () => app.platform.requests.filter((request) => request.method === 'POST' && request.path === '/api/users/brochure/5/saved').length;
    const claimsBefore = claimsOfHelmet();
    await press(dialog.getByRole('button', { name: 'Helm Proyek Pameran' }));
    await press(dialog.getByRole('button', { name: 'Pilih', exact: true }));
    const success = page.getByRole('alertdialog', { name: 'Berhasil di klaim' });
    await expectVisible(success, "'Berhasil di klaim' after tapping Pilih");
    expect(claimsOfHelmet() - claimsBefore, 'one claim sent').toBe(1);
    // The offer waits behind the alert too.
    expect(await offer.isVisible()).toBe(false);
    await press(success.getByRole('button', { name: 'OK' }));
    await success.waitFor({ state: 'hidden' });

    // Every dialog closed: the offer shows again, as it was, and answers.
    await expectVisible(offer, 'the offer of English again once the dialogs have closed');
    await screenshot(page, 'layering-offer-back-after-the-dialog', { fullPage: false });
    await docsScreenshot(page, 'offer-back-after-the-dialog', 'id');
    await press(offer.getByRole('button', { name: 'Switch to English' }));
    await offer.waitFor({ state: 'detached' });

    // In English the dialog is on top the same way: the page under it waits.
    await pushPrizesTo(app.platform, page, visitor.id, PRIZES.filter((prize) => prize.id !== 5));
    const englishDialog = page.getByRole('dialog', { name: 'Choose a prize' });
    await expectVisible(englishDialog, 'the "Choose a prize" dialog in English');
    await docsScreenshot(page, 'gift-dialog', 'en');
    await page.context().close();
  });
});
