// The floor plan's rows of `npm run bench` (scripts/bench.mjs calls measureFloorPlan), on a
// plan of 400 booths (the platform's floorplanBooths option), under the bench's mobile
// conditions (Slow 4G: 150 ms RTT, 1.6 Mbps down; 4× CPU slowdown; phone viewport):
//   - drawn: from navigation start of a first visit to /denah (no cache, no service worker)
//     until the frame after the plan's SVG is first in place, every booth drawn: the boot
//     screen's (src/boot/paintFloorPlan.ts marks its stage data-plan-drawn="boot") or, if the app
//     is first, the app's;
//   - codes written: until the frame after every booth of that plan shows its code (the boot
//     screen writes them in the task after the frame that shows the plan);
//   - pannable: until the frame after the app's plan is in place (PlanView marks its stage
//     data-plan-drawn="true" once Panzoom is attached);
//   - blocking time after the first paint: the start's long tasks (Long Tasks API) past the first
//     contentful paint, each one's time over 50 ms summed, up to a second after the plan is
//     pannable (as the bench's other doors count it; Lighthouse's TBT target is 100 ms);
//   - panning: zoomed in, the plan is dragged back and forth; the longest task the browser
//     reports meanwhile (Long Tasks API: every task over 50 ms) and the longest gap between
//     two frames.
// Alone, for a quick look: `node scripts/bench-floorplan.mjs [--runs 5] [--dist dir] [--trace file.json]`
// (builds in a temporary copy, or measures the app already built in `dir`: another commit's, to
// compare; `--trace`: a main-thread trace of the first run's load, until the plan is pannable).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startPlatform } from '../server/platform.mjs';
import { buildCopy, copyBuildInputs } from './build-copy.mjs';
import { startTrace, stopTrace } from './trace.mjs';

export const FLOORPLAN_BENCH_BOOTHS = 400;
/** Drawn within 1.0 s on the mobile profile, as fast as every other door; no task over 50 ms while panning. */
export const FLOORPLAN_TARGETS = { drawnMs: 1000, longestTaskMs: 50 };

/** Installed before the app: when the plan is drawn, and (once armed) long tasks and frame gaps. */
function probeFloorPlan() {
  const probe = { drawn: 0, drawnBooths: 0, coded: 0, pannable: 0, planArrived: 0, painterArrived: 0, longest: 0, longTasks: 0, worstFrame: 0, armed: false, fcp: 0, startTasks: [], startOver: false };
  /** @type {any} */ (window).__floorplan = probe;
  /** The frame after it: when the visitor sees it. */
  const afterFrame = (record) => requestAnimationFrame(() => setTimeout(record, 0));
  let drawnSeen = false;
  let codedSeen = false;
  const observer = new MutationObserver(() => {
    const first = document.querySelector('[data-plan-drawn]');
    // Every booth's code written (the boot screen writes them after the frame that shows the plan).
    if (first && !codedSeen && [...first.querySelectorAll('a[data-code]')].every((booth) => booth.textContent !== '')) {
      codedSeen = true;
      afterFrame(() => (probe.coded = performance.now()));
    }
    if (first && !drawnSeen) {
      drawnSeen = true;
      probe.drawnBooths = first.querySelectorAll('a[data-code]').length;
      afterFrame(() => {
        probe.drawn = performance.now();
        const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
        const plan = resources.find((r) => r.name.includes('/floorplan'));
        probe.planArrived = plan ? plan.responseEnd : 0;
        const painter = resources.find((r) => r.name.includes('/boot-floorplan-'));
        probe.painterArrived = painter ? painter.responseEnd : 0;
      });
    }
    if (!document.querySelector('[data-plan-drawn="true"]') || !codedSeen) return;
    observer.disconnect();
    afterFrame(() => (probe.pannable = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['data-plan-drawn'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    if (!probe.startOver) for (const entry of list.getEntries()) probe.startTasks.push({ start: entry.startTime, duration: entry.duration });
    if (!probe.armed) return;
    for (const entry of list.getEntries()) {
      probe.longTasks += 1;
      probe.longest = Math.max(probe.longest, entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  let last = 0;
  const frame = (time) => {
    if (probe.armed && last) probe.worstFrame = Math.max(probe.worstFrame, time - last);
    last = time;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * One first visit to /denah and a pan over it, per run.
 * @param {{ browser: import('playwright-core').Browser, distDir: string, runs: number,
 *   network: object, cpuSlowdown: number, phone: object, trace?: string }} options (`trace`: a file for the first run's load trace)
 */
export async function measureFloorPlan({ browser, distDir, runs, network, cpuSlowdown, phone, trace }) {
  // Anonymous: the realtime database is never opened, so any free port will do.
  const platform = await startPlatform({ port: 0, realtimePort: 0, distDir, floorplanBooths: FLOORPLAN_BENCH_BOOTHS });
  const samples = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ ...phone, baseURL: platform.url, serviceWorkers: 'block', locale: 'id-ID' });
      try {
        await context.addInitScript(probeFloorPlan);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Network.emulateNetworkConditions', network);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        const traced = trace !== undefined && run === 0;
        if (traced) await startTrace(cdp);
        await page.goto('/denah', { waitUntil: 'commit', timeout: 60_000 });
        await page.waitForFunction(() => /** @type {any} */ (window).__floorplan?.pannable > 0, undefined, { timeout: 60_000 });
        if (traced) await writeFile(trace, JSON.stringify(await stopTrace(cdp)));
        await page.waitForTimeout(1000);
        const { drawnBooths } = await page.evaluate(() => {
          const probe = /** @type {any} */ (window).__floorplan;
          probe.startOver = true;
          return probe;
        });
        const booths = await page.locator('[data-plan-drawn="true"] a[data-code]').count();
        if (booths !== FLOORPLAN_BENCH_BOOTHS || drawnBooths !== FLOORPLAN_BENCH_BOOTHS) throw new Error(`the plan drew ${drawnBooths} booths first and ${booths} in the app, not ${FLOORPLAN_BENCH_BOOTHS}`);
        await page.getByRole('button', { name: /Perbesar/ }).click();
        await page.getByRole('button', { name: /Perbesar/ }).click();
        // The zoom's transition and the re-raster at the new scale are over before panning starts.
        await page.waitForTimeout(1000);
        const frame = await page.locator('[data-plan-drawn]').evaluate((stage) => stage.parentElement?.getBoundingClientRect().toJSON());
        const centre = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
        await page.evaluate(() => {
          /** @type {any} */ (window).__floorplan.armed = true;
        });
        for (let drag = 0; drag < 6; drag++) {
          const direction = drag % 2 === 0 ? 1 : -1;
          await page.mouse.move(centre.x - direction * 120, centre.y - direction * 60);
          await page.mouse.down();
          await page.mouse.move(centre.x + direction * 120, centre.y + direction * 60, { steps: 20 });
          await page.mouse.up();
        }
        await page.waitForTimeout(300);
        const sample = await page.evaluate(() => /** @type {any} */ (window).__floorplan);
        samples.push({ ...sample, blocking: blockingAfter(sample.startTasks, sample.fcp) });
      } finally {
        await context.close();
      }
    }
  } finally {
    await platform.close();
  }
  return samples;
}

/**
 * The long tasks' time over 50 ms after the first contentful paint (Lighthouse's TBT, in the page).
 * @param {Array<{ start: number, duration: number }>} tasks @param {number} fcp
 */
function blockingAfter(tasks, fcp) {
  return tasks.reduce((sum, task) => sum + Math.max(0, task.start + task.duration - Math.max(task.start, fcp) - 50), 0);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const ms = (value) => `${Math.round(value)} ms`;
const verdict = (ok) => (ok ? 'ok' : '**over**');

/** The bench table's rows (| measure | median | vs floor | target | |). */
export function floorPlanRows(samples) {
  const drawn = median(samples.map((s) => s.drawn));
  const pannable = median(samples.map((s) => s.pannable));
  const arrived = median(samples.map((s) => s.planArrived));
  const longest = Math.max(...samples.map((s) => s.longest));
  const worstFrame = median(samples.map((s) => s.worstFrame));
  return [
    `| **/denah plan drawn** (${FLOORPLAN_BENCH_BOOTHS} booths), first visit | **${ms(drawn)}** | — | ≤ ${FLOORPLAN_TARGETS.drawnMs} ms | ${verdict(drawn <= FLOORPLAN_TARGETS.drawnMs)} |`,
    `| /denah booths' codes written (info) | ${ms(median(samples.map((s) => s.coded)))} | — | — | — |`,
    `| /denah plan's answer arrived (info) | ${ms(arrived)} | — | — | — |`,
    `| /denah plan pannable: the app's, with pan and zoom (info) | ${ms(pannable)} | — | — | — |`,
    `| /denah blocking time after the first paint, first visit (in the page at 4×; info, Lighthouse's TBT target is 100 ms) | ${ms(median(samples.map((s) => s.blocking)))} | — | — | — |`,
    `| **/denah longest task while panning** (${FLOORPLAN_BENCH_BOOTHS} booths, worst of all runs; 0 = none over 50 ms) | **${ms(longest)}** | — | ≤ ${FLOORPLAN_TARGETS.longestTaskMs} ms | ${verdict(longest <= FLOORPLAN_TARGETS.longestTaskMs)} |`,
    `| /denah longest gap between frames while panning (info) | ${ms(worstFrame)} | — | — | — |`,
  ];
}

// Alone: build, measure, print.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const runs = Math.max(1, Number(args.includes('--runs') ? args[args.indexOf('--runs') + 1] : 5) || 5);
  const givenDist = args.includes('--dist') ? path.resolve(args[args.indexOf('--dist') + 1]) : null;
  const trace = args.includes('--trace') ? path.resolve(args[args.indexOf('--trace') + 1]) : undefined;
  const work = await mkdtemp(path.join(os.tmpdir(), 'pameran-bench-floorplan-'));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    if (!givenDist) {
      await copyBuildInputs(work);
      await buildCopy(work, 0, 300_000);
    }
    const samples = await measureFloorPlan({
      browser,
      distDir: givenDist ?? path.join(work, 'dist'),
      runs,
      network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1_000_000) / 8, uploadThroughput: (0.75 * 1_000_000) / 8 },
      cpuSlowdown: 4,
      phone: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      trace,
    });
    for (const sample of samples) console.log(`[bench] /denah drawn ${ms(sample.drawn)}, codes ${ms(sample.coded)} (plan arrived ${ms(sample.planArrived)}, its painting script ${ms(sample.painterArrived)}), pannable ${ms(sample.pannable)}; blocking after the first paint ${ms(sample.blocking)} (${sample.startTasks.length} long tasks, longest ${ms(Math.max(0, ...sample.startTasks.map((task) => task.duration)))}); panning: longest task ${ms(sample.longest)} (${sample.longTasks} over 50 ms), worst frame gap ${ms(sample.worstFrame)}`);
    console.log(['', '| measure | median | vs floor | target | |', '|---|---|---|---|---|', ...floorPlanRows(samples)].join('\n'));
    console.log(`\nload average (1/5/15 min): ${os.loadavg().map((v) => v.toFixed(2)).join(' / ')} on ${os.cpus().length} cores`);
  } finally {
    await browser.close();
    await rm(work, { recursive: true, force: true });
  }
}
