// Screenshots of a visitor's day (docs/screenshots/visitor-day/, not in CI), at 390 and 1280 px,
// in Indonesian and English: the question "Keluar" asks, an order counting down to its payment
// deadline, the notice of a session the platform ended, and "Kirim kode saya". The behaviour
// itself is tested where it lives (profile, order-summary, session-ended, send-code tests); here
// each state is reached and photographed, and each shot checks that the state is on screen.
// CI keeps no files and takes no shots (support/browser.ts), so there this file would only walk
// again what those tests hold (24-40 s of lane 1): it runs where the shots are taken.
//   - the send-code answer: tests/component/send-code.test.tsx, unit/send-code.test.ts;
//   - an order counting down to its payment deadline: e2e/order-summary.test.ts;
//   - the sign-out question: component/profile.test.tsx, auth-gate-logout.test.tsx;
//   - the session-ended notice: e2e/session-ended.test.ts;
//   - each of them in English: the stories switched to English (stories.test.tsx), e2e/english.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createPameranClient } from '../../sdk/src/index';
import { loginToken } from '../helpers/platform';
import { repoRoot, useApp } from './support/app';
import { useBrowser, type Viewport } from './support/browser';
import { expectVisible, goInApp, storedAccessToken, VISITORS } from './support/visitor';

const app = useApp();
const browser = useBrowser();

const shotDir = path.join(repoRoot, 'docs', 'screenshots', 'visitor-day');
async function docShot(page: Page, name: string) {
  if (process.env.CI) return;
  mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: path.join(shotDir, `${name}.png`), animations: 'disabled' });
}

/** What each shot waits for, in each language. */
const WORDS = {
  id: { question: 'Keluar dari akun ini?', cancel: 'Batal', logout: 'Keluar', left: /^Sisa waktu \d+:\d\d$/, ended: 'Sesi Anda telah berakhir.', forgot: 'Lupa kode? Kirim kode saya', form: 'Kirim kode saya', field: 'Email atau nomor telepon', sent: 'tercatat di sebuah akun' },
  en: { question: 'Sign out of this account?', cancel: 'Cancel', logout: 'Sign out', left: /^\d+:\d\d left$/, ended: 'Your session has expired.', forgot: 'Lost your code? Send me my code', form: 'Send me my code', field: 'Email address or phone number', sent: 'belongs to an account' },
} as const;

/** An order placed for the visitor (the cap, merchandise 1): it waits 30 minutes for payment. */
async function placeOrder(code: string): Promise<void> {
  const token = await loginToken(app.platform, code);
  const api = createPameranClient({ baseUrl: app.url, getToken: () => token });
  await api.commerce.addToCart({ product_id: 1, quantity: 1, kind: 'merchandise' });
  const [cart] = await api.commerce.carts();
  await api.commerce.placeOrder({ cart_id: cart!.id!, item_ids: (cart!.items ?? []).map((item) => item.id!) });
}

describe.skipIf(process.env.CI)('screenshots of a visitor’s day', () => {
  for (const viewport of ['phone', 'desktop'] as Viewport[]) {
    for (const language of ['id', 'en'] as const) {
      const words = WORDS[language];
      const suffix = `${viewport === 'phone' ? 390 : 1280}-${language}`;
      it(`${viewport}, ${language}`, async () => {
        const visitor = VISITORS.agus;
        await placeOrder(visitor.code);
        const page = await browser.open(viewport, app.url, `/login?lang=${language}`);
        await page.getByRole('button', { name: words.forgot }).click();
        const form = page.getByRole('form', { name: words.form });
        await form.getByRole('textbox', { name: words.field }).fill('agus.prasetyo@contoh.co.id');
        await form.getByRole('button', { name: words.form }).click();
        await expectVisible(form.getByText(words.sent, { exact: false }), 'the send-code answer');
        await docShot(page, `send-code-${suffix}`);

        await page.goto(`/login?lang=${language}`);
        await page.getByRole('textbox').first().fill(visitor.code);
        await page.getByRole('textbox').first().press('Enter');
        await expectVisible(page.getByRole('banner').getByRole('link', { name: /^(Profil|Profile of) / }), 'the signed-in header');
        await goInApp(page, '/my-transaction');
        await expectVisible(page.getByText(words.left).first(), 'the order countdown');
        await docShot(page, `order-countdown-${suffix}`);

        await goInApp(page, '/profile');
        await page.getByRole('button', { name: words.logout, exact: true }).click();
        const question = page.getByRole('dialog', { name: words.question });
        await expectVisible(question, 'the sign-out question');
        await docShot(page, `logout-question-${suffix}`);
        await question.getByRole('button', { name: words.cancel, exact: true }).click();

        await fetch(`${app.url}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${await storedAccessToken(page)}` } });
        await goInApp(page, '/my-transaction');
        await expectVisible(page.getByRole('alert').filter({ hasText: words.ended }), 'the session-ended notice');
        await docShot(page, `session-ended-${suffix}`);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      });
    }
  }
});
