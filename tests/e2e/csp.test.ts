// The Content-Security-Policy in real Chromium, the header build.mjs computed (scripts/csp.mjs,
// server/csp.mjs): a script injected into the page (what an XSS would do) is refused, and what
// the route walks never show runs without a violation: a live session's player framed from its
// stream origin, and a visitor code whose HTML carries an event handler. Every page the e2e files
// open records its violations (support/browser.ts): a11y.test.ts's and malformed.test.ts's visits
// hold every route, signed out and signed in, to none. Storybook and vitest's jsdom do not use the policy.
import { describe, expect, it } from 'vitest';
import { useApp } from './support/app';
import { cspViolations, UI_TIMEOUT, useBrowser } from './support/browser';
import { expectPath, heading, logInWithCode, VISITORS } from './support/visitor';

const app = useApp();
const browser = useBrowser();

describe('the Content-Security-Policy', () => {
  it("frames a live session's player from its stream origin, sandboxed, without a violation", async () => {
    const page = await browser.open('desktop', app.url, '/login');
    await logInWithCode(page, VISITORS.budi.code);
    const response = await page.goto('/live-stream/80');
    expect(response?.headers()['content-security-policy']).toMatch(/frame-src [^;]*https:\/\/siaran\.contoh\.id/);
    const player = page.getByTitle('Siaran Tanya Jawab Suku Cadang Ekskavator');
    await player.waitFor();
    expect(await player.getAttribute('src')).toBe('https://siaran.contoh.id/tanya-jawab-ekskavator');
    expect(await player.getAttribute('sandbox')).not.toBeNull();
    // The frame's navigation, which frame-src would refuse, is over once the network is quiet.
    await page.waitForLoadState('networkidle');
    expect(cspViolations(page)).toEqual([]);
  });

  it('shows a visitor code whose HTML carries an event handler (Siti’s) on /profile without a violation', async () => {
    // Chromium reports an inline handler it merely parses, even in the sanitiser's inert
    // document: the platform's code_html for Siti has <img src=x onerror=…>.
    const visitor = await browser.open('phone', app.url, '/login');
    await logInWithCode(visitor, VISITORS.siti.code);
    await visitor.goto('/profile');
    await expectPath(visitor, '/profile');
    expect(await visitor.getByText('Kode undangan:').textContent()).toContain('SITI2026');
    await visitor.getByRole('button', { name: 'Ubah data' }).click();
    await visitor.getByRole('dialog').getByRole('button', { name: 'Simpan' }).click();
    await visitor.getByRole('dialog').waitFor({ state: 'detached' });
    expect(cspViolations(visitor)).toEqual([]);
  });

  it('refuses a script injected into the page, inline or from another origin', async () => {
    const page = await browser.open('desktop', app.url, '/home');
    await heading(page).waitFor();
    const before = cspViolations(page).length;
    const ran = await page.evaluate(async (timeout) => {
      // The browser's own word that each script was refused: its securitypolicyviolation event.
      // Once all three are in, none of them can run any more; only then is their absence checked.
      const expected = [/^script-src(-elem)? inline$/, /^script-src(-attr)? inline$/, /^script-src(-elem)? https:\/\/evil\.example/];
      const refused: string[] = [];
      const allRefused = new Promise<boolean>((resolve) => {
        const deadline = setTimeout(() => resolve(false), timeout);
        document.addEventListener('securitypolicyviolation', (event) => {
          refused.push(`${event.effectiveDirective} ${event.blockedURI || 'inline'}`);
          if (expected.every((pattern) => refused.some((line) => pattern.test(line)))) {
            clearTimeout(deadline);
            resolve(true);
          }
        });
      });
      const inline = document.createElement('script');
      inline.textContent = 'window.__injected = "inline";';
      document.body.append(inline);
      const handler = document.createElement('img');
      handler.setAttribute('src', 'data:,x');
      handler.setAttribute('onerror', 'window.__injected = "handler";');
      document.body.append(handler);
      const remote = document.createElement('script');
      remote.src = 'https://evil.example/x.js';
      document.body.append(remote);
      const acknowledged = await allRefused;
      return { acknowledged, refused, injected: (window as unknown as { __injected?: string }).__injected ?? null };
    }, UI_TIMEOUT);
    expect(ran.acknowledged, `all three refusals reported (seen: ${ran.refused.join('; ')})`).toBe(true);
    expect(ran.injected).toBeNull();
    // The same refusals reach the recorder every e2e page has (support/browser.ts).
    const reported = cspViolations(page).slice(before);
    expect(reported.some((line) => /^script-src(-elem)? blocked inline/.test(line))).toBe(true);
    expect(reported.some((line) => /^script-src(-attr)? blocked inline/.test(line))).toBe(true);
    expect(reported.some((line) => /^script-src(-elem)? blocked https:\/\/evil\.example/.test(line))).toBe(true);
  });
});
