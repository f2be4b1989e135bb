// Finds Produk's long tasks with a large fair: a main-thread trace (CDP Tracing) and a CPU
// profile of the first load of /products and of the tap on the exhibitors tab, on a 390 px phone
// at 4× CPU and the bench's slow network, with the platform's demo fair of `--size` exhibitors.
// Prints every task over 50 ms with what ran inside it (trace events by name, the script's
// hottest functions by self time), and the Long Tasks API's longest task per phase.
//
//   node scripts/trace-produk.mjs --dist dist [--size 5000] [--runs 1] [--out /tmp/produk]
//
// `--out prefix` also writes prefix-load.json and prefix-tap.json for DevTools' Performance panel.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startPlatform } from '../server/platform.mjs';
import { realtimePortOf } from './build-copy.mjs';
import { startTrace, stopTrace } from './trace.mjs';

const argValue = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const DIST = path.resolve(argValue('--dist') ?? 'dist');
const SIZE = Number(argValue('--size') ?? 5000);
const RUNS = Number(argValue('--runs') ?? 1);
const OUT = argValue('--out');
/** `--plain`: the Long Tasks API only, without the trace and profiler's own cost. */
const PLAIN = process.argv.includes('--plain');
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1_000_000) / 8, uploadThroughput: (0.75 * 1_000_000) / 8 };
/** The app's page size (src/lib/paging.ts); `--page-size 500` for a build made before it changed. */
const PAGE_SIZE = Number(argValue('--page-size') ?? 200);
const LONG_MS = 50;

function installProbe() {
  const probe = { tasks: [], pointerAt: 0 };
  /** @type {any} */ (window).__produkProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('pointerdown', (event) => (probe.pointerAt = event.timeStamp), true);
}

/** Tasks over LONG_MS on the renderer's main thread, each with the trace events inside it summed by name. */
function longTasks(traceEvents, profile) {
  const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return [];
  const onMain = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur / 1000 > LONG_MS);
  return tasks.map((task) => {
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    const byName = new Map();
    for (const e of inside) {
      const label = e.name === 'FunctionCall' || e.name === 'EvaluateScript' ? `${e.name} ${e.args?.data?.functionName || e.args?.data?.url?.split('/').pop() || ''}` : e.name;
      byName.set(label, (byName.get(label) ?? 0) + e.dur / 1000);
    }
    const top = [...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
    return { ms: Math.round(task.dur / 1000), at: task.ts, top, hot: profile ? hottest(profile, 6, task.ts, task.ts + task.dur) : [] };
  });
}

/** The functions with the most self time in a CPU profile (Profiler.stop's answer), in ms. */
function hottest(profile, count = 15, from = -Infinity, to = Infinity) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += deltas[i];
    if (at < from || at > to) continue;
    const node = byId.get(profile.samples[i]);
    const frame = node.callFrame;
    if (frame.functionName === '(program)' || frame.functionName === '(idle)') continue;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `${ms.toFixed(0).padStart(5)} ms  ${name}`);
}

async function oneRun(browser, baseURL, run) {
  const context = await browser.newContext({ ...PHONE_390, baseURL, serviceWorkers: 'block', locale: 'id-ID' });
  try {
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    const start = async () => {
      if (PLAIN) return;
      await startTrace(cdp);
      await cdp.send('Profiler.start');
    };
    const stop = async () => {
      if (PLAIN) return { profile: null, trace: { traceEvents: [] } };
      const { profile } = await cdp.send('Profiler.stop');
      return { profile, trace: await stopTrace(cdp) };
    };
    let pagesLeft = Math.ceil(SIZE / PAGE_SIZE);
    const catalogueIn = new Promise((resolve) => {
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/events/1/exhibitors' && --pagesLeft === 0) resolve(undefined);
      });
    });

    await start();
    await page.goto('/products', { timeout: 120_000 });
    await page.getByRole('tab', { name: 'Peserta pameran' }).waitFor({ timeout: 120_000 });
    await catalogueIn;
    await page.waitForTimeout(1500);
    const { profile: loadProfile, trace: loadTrace } = await stop();
    const loadTasks = await page.evaluate(() => /** @type {any} */ (window).__produkProbe.tasks.map((t) => t.duration));

    // Produk opens on the exhibitors: the tap measured is the one back to them from the merchandise.
    const merchandiseTab = page.getByRole('tab', { name: 'Merchandise' });
    if ((await merchandiseTab.getAttribute('aria-selected')) !== 'true') {
      await merchandiseTab.tap();
      await page.waitForTimeout(1000);
    }
    const before = (await page.evaluate(() => /** @type {any} */ (window).__produkProbe.tasks.length));
    await start();
    await page.getByRole('tab', { name: 'Peserta pameran' }).tap();
    await page.locator('#main ul[aria-label^="Peserta pameran"] li a strong').first().waitFor();
    await page.waitForTimeout(1500);
    const { profile: tapProfile, trace: tapTrace } = await stop();
    const tapTasks = (await page.evaluate(() => /** @type {any} */ (window).__produkProbe.tasks.map((t) => t.duration))).slice(before);

    if (OUT && run === 0 && !PLAIN) {
      await writeFile(`${OUT}-load.json`, JSON.stringify(loadTrace));
      await writeFile(`${OUT}-tap.json`, JSON.stringify(tapTrace));
      await writeFile(`${OUT}-load.cpuprofile`, JSON.stringify(loadProfile));
      await writeFile(`${OUT}-tap.cpuprofile`, JSON.stringify(tapProfile));
    }
    return {
      load: { longest: Math.max(0, ...loadTasks), over50: loadTasks.length, tasks: longTasks(loadTrace.traceEvents, loadProfile), hot: loadProfile ? hottest(loadProfile) : [] },
      tap: { longest: Math.max(0, ...tapTasks), over50: tapTasks.length, tasks: longTasks(tapTrace.traceEvents, tapProfile), hot: tapProfile ? hottest(tapProfile) : [] },
    };
  } finally {
    await context.close();
  }
}

const platform = await startPlatform({ port: 0, realtimePort: await realtimePortOf(DIST), distDir: DIST, demoExhibitors: SIZE });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  console.log(`[trace-produk] ${DIST}, ${SIZE} exhibitors, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  for (let run = 0; run < RUNS; run++) {
    const result = await oneRun(browser, platform.url, run);
    for (const phase of /** @type {const} */ (['load', 'tap'])) {
      const { longest, over50, tasks, hot } = result[phase];
      console.log(`\n== run ${run + 1} ${phase}: longest task ${Math.round(longest)} ms, ${over50} tasks over 50 ms (Long Tasks API)`);
      for (const task of tasks) console.log(`  task ${task.ms} ms: ${task.top.join(' | ')}\n      ${task.hot.join('\n      ')}`);
      if (run === 0) console.log(`  hottest functions (self time):\n    ${hot.join('\n    ')}`);
    }
  }
  console.log(`\n[trace-produk] load average after ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
} finally {
  await browser.close();
  await platform.close();
}
