// Sessions in real Chromium against the built app and the local platform: the countdown to
// session 79 loses one second per second of the page's clock, and a visitor answers a
// session's survey.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { liveStream as liveStreamCopy } from '../../src/copy/liveStream';
import { useApp } from './support/app';
import { screenshot, useBrowser } from './support/browser';
import { eventually, expectVisible, heading, logInWithCode, secondsLeft, VISITORS } from './support/visitor';

const app = useApp();
const browser = useBrowser();

/** Session 79 (the tracked one) has the demo survey (server/data.mjs). */
const SESSION = 79;

// Behaviour, not layout: once, on a phone (the layouts are checked in day-details and a11y).
describe('sessions', () => {
  const viewport = 'phone';

  it('counts down to the main session one second per tick of the page\'s clock', async () => {
    // The page's clock stands still until the test moves it: a loaded machine cannot make a
    // second look longer or shorter, and the test does not wait for real seconds to pass.
    const page = await browser.open(viewport, app.url, '/home');
    await page.clock.install();
    await page.goto('/countdown');
    await expectVisible(page.getByRole('timer').first(), 'the countdown');
    await screenshot(page, 'countdown');
    // From here the page's time moves only when the test moves it.
    await page.clock.pauseAt(Date.now() + 5_000);
    let before = await secondsLeft(page);
    for (let tick = 1; tick <= 3; tick++) {
      await page.clock.runFor(1_000);
      const expected = before - 1;
      await eventually(async () => (await secondsLeft(page)) === expected, `one second off the countdown (${expected} s) after a second of the page's clock`);
      before = expected;
    }
    await page.clock.runFor(400);
    expect(await secondsLeft(page), 'no change before the next full second').toBe(before);
  });

  it('opens a live session and answers its survey', async () => {
    const page = await browser.open(viewport, app.url, '/login');
    await logInWithCode(page, VISITORS.budi.code);
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
