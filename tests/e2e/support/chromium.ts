// One headless Chromium for the whole e2e run (vitest's globalSetup for the e2e project): each
// file connects to it (support/browser.ts) and works in contexts of its own, which share no
// storage, cookies or service workers. Launching Chromium and opening its first page cost
// about 1.5 s a file on a small machine. Files that need Chromium started with other switches
// (a fake camera, a persistent profile) launch their own.
//
// It is Debian's chromium-headless-shell (scripts/ensure-chromium.sh), the same engine as the
// full browser without its windowing layer: Playwright's own choice for headless runs. It took
// half the CPU of the full browser headless on the same tests (docs/testing.md).
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';

export const CHROMIUM_PATH = '/usr/lib/chromium/chromium-headless-shell';
// RenderDocument off: with it, Chromium 150 (Debian's on 27 Nov 2026) gives the document a
// navigation opens a `navigator.onLine` of true while the context is offline (Playwright's
// setOffline, DevTools' network emulation), and fires no `online` when the network comes back:
// a page opened offline could not know it. The network itself stays cut either way.
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-features=RenderDocument'];

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's Playwright endpoint (a ws:// URL). */
    chromiumEndpoint: string;
  }
}

export default async function startSharedChromium(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
