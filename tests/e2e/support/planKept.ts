// A phone that has visited /denah once online, its service worker now keeping the floor plan:
// the start of every test of the plan at the venue without a network.
import type { BrowserContext, Page } from 'playwright-core';
import type { E2eBrowser } from './browser';

export async function phoneWithPlanKept(browser: E2eBrowser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.browser.newContext({ baseURL, serviceWorkers: 'allow', locale: 'id-ID', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/denah');
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 30_000 });
  // With the service worker in control, one more visit goes through it, which keeps the plan.
  await page.reload();
  await page.waitForFunction(async (url) => Boolean(await caches.match(url)), `${baseURL}/api/events/1/floorplan`, { timeout: 10_000, polling: 100 });
  return { context, page };
}
