// Details of a visitor's day that only a real browser shows: layout (the terms link in its
// sentence, countdown digits clear of their tiles, rooms that do not look like links), the
// survey kept as answered across a reload and forgotten on logout. Built app, local platform,
// real Chromium.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { useBrowser, VIEWPORTS } from './support/browser';
import { expectVisible, heading, logInWithCode, logOut, VISITORS } from './support/visitor';

const app = useApp();
const browser = useBrowser();

interface Box { left: number; right: number; top: number; bottom: number }

async function box(locator: ReturnType<Page['getByRole']>): Promise<Box> {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('element has no box (not visible)');
  return { left: rect.x, right: rect.x + rect.width, top: rect.y, bottom: rect.y + rect.height };
}

describe.each(VIEWPORTS)('at the %s size', (viewport) => {
  it('shows the terms link inline, right after "Saya menyetujui" on the same line', async () => {
    const page = await browser.open(viewport, app.url, '/register');
    const link = page.getByRole('link', { name: 'syarat dan ketentuan' });
    await expectVisible(link, 'the terms link');
    const words = await box(page.getByText('Saya menyetujui', { exact: true }));
    // The link's first line box: on a narrow phone the rest may wrap on, like any words.
    const first = await link.evaluate((element) => {
      const rect = element.getClientRects()[0]!;
      return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
    });
    expect(Math.abs((first.top + first.bottom) / 2 - (words.top + words.bottom) / 2), 'on the same line as the words').toBeLessThan(4);
    expect(first.left).toBeGreaterThan(words.right);
    expect(first.left - words.right, 'a word space after "Saya menyetujui"').toBeLessThan(16);
    // A plain click opens the terms over the form, which stays.
    await link.click();
    await expectVisible(page.getByRole('dialog'), 'the terms');
    expect(new URL(page.url()).pathname).toBe('/register');
  });

  it('keeps the countdown digits clear of their tiles\' edges', async () => {
    const page = await browser.open(viewport, app.url, '/countdown');
    const timer = page.getByRole('timer').first();
    await expectVisible(timer, 'the countdown');
    const gaps = await timer.evaluate((row) =>
      [...row.children].map((tile) => {
        const outer = tile.getBoundingClientRect();
        const digits = tile.querySelector('strong')!.getBoundingClientRect();
        return Math.min(digits.left - outer.left, outer.right - digits.right);
      }),
    );
    expect(gaps).toHaveLength(4);
    for (const gap of gaps) expect(gap, 'space between the digits and the tile edge').toBeGreaterThanOrEqual(10);
  });
});

describe('the survey', () => {
  it('shows a revisit that it was answered, with the answers, until logout', async () => {
    const page = await browser.open('phone', app.url, '/login');
    await logInWithCode(page, VISITORS.agus.code);
    await page.goto('/live-stream/79');
    await expectVisible(heading(page), 'the session page');
    const survey = page.getByRole('region', { name: 'Survei sesi' });
    await survey.getByRole('radio', { name: 'Sangat bermanfaat' }).check();
    await survey.getByRole('radio', { name: 'Genset' }).check();
    await survey.getByRole('button', { name: 'Kirim jawaban' }).click();
    await expectVisible(survey.getByText('Terima kasih! Jawaban Anda sudah kami terima.'), 'the thanks');

    await page.reload();
    const again = page.getByRole('region', { name: 'Survei sesi' });
    await expectVisible(again.getByText('Terima kasih! Jawaban Anda sudah kami terima.'), 'the survey as answered after a reload');
    expect(await again.getByRole('button', { name: 'Kirim jawaban' }).count(), 'no empty form').toBe(0);
    const answers = again.getByRole('definition');
    await expect(answers.allTextContents()).resolves.toEqual(['Sangat bermanfaat', 'Genset']);

    await page.goto('/profile');
    await logOut(page);
    await logInWithCode(page, VISITORS.agus.code);
    await page.goto('/live-stream/79');
    const fresh = page.getByRole('region', { name: 'Survei sesi' });
    await expectVisible(fresh.getByRole('button', { name: 'Kirim jawaban' }), 'the form again after logout');
    expect(await fresh.getByText('Sangat bermanfaat').count()).toBeGreaterThan(0);
    expect(await fresh.getByRole('radio', { name: 'Sangat bermanfaat' }).isChecked()).toBe(false);
  });
});
