// The live page on a controlled clock, in real Chromium against the built app and the local
// platform: from countdown to player to survey without a reload, and the survey not opened again
// once answered. The file's own platform is the one whose clock the test moves: a second platform
// beside another one needs a build of its own, since a build talks to one realtime port.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { liveStream as liveStreamCopy } from '../../src/copy/liveStream';
import { useApp } from './support/app';
import { screenshot, useBrowser } from './support/browser';
import { eventually, expectVisible, logInWithCode, VISITORS } from './support/visitor';

// Session 79 starts 10 minutes after this platform starts and lasts 5: far beyond any wait of
// the test, so only moving the clocks can get there. The platform's clock and the page's
// (Playwright's clock) are moved forward together.
const START_MS = 10 * 60_000;
const LENGTH_MS = 5 * 60_000;
let platformSkew = 0;

const app = useApp({ now: () => Date.now() + platformSkew, trackedSession: { delayMs: START_MS, lengthMs: LENGTH_MS } });
const browser = useBrowser();

describe('the live page on a controlled clock', () => {
  async function advance(page: Page, ms: number) {
    platformSkew += ms;
    await page.clock.fastForward(ms);
  }

  it('goes from countdown to player to survey without a reload, and the survey does not open again once answered', async () => {
    const page = await browser.open('desktop', app.url, '/login');
    await logInWithCode(page, VISITORS.siti.code);
    await page.clock.install();
    await page.goto('/live-stream/79');
    await expectVisible(page.getByRole('timer').first(), 'the countdown');
    await page.evaluate(() => { (window as unknown as { __sameDocument: boolean }).__sameDocument = true; });
    await advance(page, START_MS);
    await expectVisible(page.getByTitle(liveStreamCopy.playerTitle('Peluncuran Mesin CNC Generasi Baru')), 'the player at 0');
    await screenshot(page, 'live-player');
    await advance(page, LENGTH_MS);
    const dialog = page.getByRole('dialog', { name: liveStreamCopy.surveyDialogTitle });
    await expectVisible(dialog, 'the survey at the end');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), 'no reload happened').toBe(true);
    await dialog.getByRole('radio', { name: 'Bermanfaat', exact: true }).check();
    await dialog.getByRole('radio', { name: 'Hidrolik' }).check();
    await dialog.getByRole('textbox').fill('Demo yang jelas.');
    await dialog.getByRole('button', { name: liveStreamCopy.surveySubmit }).click();
    await eventually(async () => (await dialog.count()) === 0, 'the survey dialog closed');
    await page.reload();
    await expectVisible(page.getByText(liveStreamCopy.ended), 'the ended note');
    // A few ticks later the survey is still closed.
    await page.clock.runFor(3 * 1_000);
    expect(await page.getByRole('dialog').count(), 'the survey stays closed once answered').toBe(0);
  });
});
