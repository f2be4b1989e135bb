// The walking route's cost on a phone: src/features/wayfinding/route.ts bundled alone and run
// in headless Chromium at 4× CPU slowdown on the 400-booth plan (server/floorplan.mjs), from
// booth A-05 to booths across the venue, to a facility and from an entrance. The first route
// builds the plan's walking grid (kept for the next ones). Target: every route ≤ 50 ms.
//   node scripts/bench-route.mjs [--runs 5]
// scripts/bench.mjs adds its rows to the bench table.
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { createFloorPlan } from '../server/floorplan.mjs';
import { createDemoData } from '../server/data.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROUTE_BENCH_BOOTHS = 400;
export const ROUTE_TARGET_MS = 50;

const ms = (value) => `${Math.round(value)} ms`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The routes timed, in this order, on a fresh page each run (the first builds the grid). */
const ROUTES = [
  [{ kind: 'booth', code: 'A-05' }, { kind: 'booth', code: 'D-99' }],
  [{ kind: 'booth', code: 'A-05' }, { kind: 'booth', code: 'D-11' }],
  [{ kind: 'booth', code: 'B-50' }, { kind: 'booth', code: 'C-20' }],
  [{ kind: 'booth', code: 'A-05' }, { kind: 'facility', id: 'musala-2' }],
  [{ kind: 'entrance', id: 'utara' }, { kind: 'booth', code: 'D-70' }],
];

/**
 * @param {{ browser: import('playwright-core').Browser, runs: number, cpuSlowdown?: number }} options
 * @returns {Promise<{ first: number, longest: number, each: number[] }[]>} per run: the first route (with the grid), the longest, every one
 */
export async function measureRoutes({ browser, runs, cpuSlowdown = 4 }) {
  const bundle = await esbuild.build({
    entryPoints: [path.join(root, 'src/features/wayfinding/route.ts')],
    bundle: true, write: false, format: 'iife', globalName: 'wayfinding', minify: true, target: 'es2022',
  });
  const script = bundle.outputFiles[0].text;
  const plan = createFloorPlan(createDemoData(Date.now()), { booths: ROUTE_BENCH_BOOTHS });
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage();
    try {
      const cdp = await page.context().newCDPSession(page);
      await page.setContent('<!doctype html><title>route bench</title>');
      await page.addScriptTag({ content: script });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      const each = await page.evaluate(({ plan, routes }) => routes.map(([from, to]) => {
        const start = performance.now();
        const route = globalThis.wayfinding.walkingRoute(plan, from, to);
        if (!route) throw new Error(`no route ${JSON.stringify(from)} → ${JSON.stringify(to)}`);
        return performance.now() - start;
      }), { plan, routes: ROUTES });
      samples.push({ first: each[0], longest: Math.max(...each), each });
    } finally {
      await page.close();
    }
  }
  return samples;
}

/** The bench table's rows. */
export function routeRows(samples) {
  // The median over runs of each run's slowest route: one run's stall on a busy machine is noise.
  const slowest = median(samples.map((s) => s.longest));
  return [
    `| **walking route on the ${ROUTE_BENCH_BOOTHS}-booth plan** (route.ts at 4× CPU; each run's slowest of ${ROUTES.length} routes, median of runs) | **${ms(slowest)}** | — | ≤ ${ROUTE_TARGET_MS} ms | ${slowest <= ROUTE_TARGET_MS ? '✅' : '❌'} |`,
    `| walking route, slowest in the worst run and in the best (info) | ${ms(Math.max(...samples.map((s) => s.longest)))} / ${ms(Math.min(...samples.map((s) => s.longest)))} | — | — | — |`,
    `| walking route, the first one (builds the plan's grid; info, median) | ${ms(median(samples.map((s) => s.first)))} | — | — | — |`,
    `| walking route, each after it (info, median) | ${ms(median(samples.flatMap((s) => s.each.slice(1))))} | — | — | — |`,
  ];
}

// Alone: measure and print.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const runs = Math.max(1, Number(args.includes('--runs') ? args[args.indexOf('--runs') + 1] : 5) || 5);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const samples = await measureRoutes({ browser, runs });
    for (const sample of samples) console.log(`[bench] routes: ${sample.each.map(ms).join(', ')}`);
    console.log(['', '| measure | median | vs floor | target | |', '|---|---|---|---|---|', ...routeRows(samples)].join('\n'));
    console.log(`\nload average (1/5/15 min): ${os.loadavg().map((v) => v.toFixed(2)).join(' / ')} on ${os.cpus().length} cores`);
  } finally {
    await browser.close();
  }
}
