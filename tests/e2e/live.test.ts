// Sessions (issue 6) in real Chromium against the built app and the local platform: the
// countdown to session 79 ticks once per second, and a visitor answers a session's survey.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { liveStream as liveStreamCopy } from '../../src/copy/liveStream';
import { useApp } from './support/app';
import { screenshot, useBrowser, VIEWPORTS } from './support/browser';
import { eventually, expectVisible, heading, logInWithCode, secondsLeft, VISITORS } from './support/visitor';

const app = useApp();
const browser = useBrowser();

/** Session 79 (the tracked one) has the demo survey (server/data.mjs). */
const SESSION = 79;

describe.each(VIEWPORTS)('sessions on a %s', (viewport) => {
  it('counts down to the main session once per second', async () => {
    const page = await browser.open(viewport, app.url, '/countdown');
    await expectVisible(page.getByRole('timer').first(), 'the countdown');
    await screenshot(page, 'countdown');
    // Sample the clock for ~4.5 s and note when its value changes.
    const changes: { at: number; value: number }[] = [];
    let last = await secondsLeft(page);
    const until = Date.now() + 4_500;
    while (Date.now() < until) {
      const value = await secondsLeft(page);
      if (value !== last) changes.push({ at: Date.now(), value });
      last = value;
      await page.waitForTimeout(50);
    }
    expect(changes.length, 'number of ticks in 4.5 s').toBeGreaterThanOrEqual(3);
    expect(changes.length).toBeLessThanOrEqual(5);
    for (let i = 1; i < changes.length; i++) {
      expect(changes[i]!.value, 'each tick takes one second off').toBe(changes[i - 1]!.value - 1);
      const gap = changes[i]!.at - changes[i - 1]!.at;
      expect(gap, 'time between ticks').toBeGreaterThan(700);
      expect(gap).toBeLessThan(1_300);
    }
  });

  it('opens a live session and answers its survey', async () => {
    const page = await browser.open(viewport, app.url, '/login');
    await logInWithCode(page, viewport === 'phone' ? VISITORS.budi.code : VISITORS.siti.code);
    await page.goto(`/live-stream/${SESSION}`);
    await expectVisible(heading(page), 'the session title');
    const survey = page.getByRole('region', { name: liveStreamCopy.surveyHeading }).or(page.locator('section, form', { has: page.getByRole('heading', { name: liveStreamCopy.surveyHeading }) })).first();
    await expectVisible(survey, 'the session survey');
    await screenshot(page, 'live-stream');
    await survey.getByRole('radio', { name: 'Sangat bermanfaat' }).check();
    await survey.getByRole('radio', { name: 'Genset' }).check();
    await survey.getByRole('textbox').first().fill('Tambahkan demo mesin secara langsung.');
    await survey.getByRole('button', { name: liveStreamCopy.surveySubmit }).click();
    await expectVisible(page.getByText(liveStreamCopy.surveyThanks), 'the thank-you message');
    await eventually(async () => app.platform.requests.some((r) => r.method === 'POST' && r.path.includes(`/sessions/${SESSION}/survey`) && r.body.includes('Tambahkan demo')), 'the answers reach the platform');
    await screenshot(page, 'live-stream-survey-sent');
  });
});
