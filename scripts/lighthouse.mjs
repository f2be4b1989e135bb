// npm run lighthouse — Lighthouse's mobile audit of the doors visitors arrive by, as a check beside
// the bench (not a test: scores vary by machine). Not part of `npm test` or `npm install`: the
// `lighthouse` package (pinned below) is fetched by npx when this runs.
//
//   node scripts/lighthouse.mjs [--runs 3] [--only /home]… [--tasks]
//
//   --only   audits that route alone (repeat it for more);
//   --tasks  prints, for each run, Lighthouse's long tasks (simulated duration, start and script):
//            what TBT is made of;
//   --dist   audits an app already built in that directory (a dist/ of another commit, for a
//            comparison run by run) instead of building this one;
//   --lcp    prints, for each run, the LCP element and the phases of its time (Lighthouse's LCP
//            breakdown insight): what LCP is made of.
//
// 1. Builds the app in a temporary copy (scripts/build-copy.mjs) and serves it with the local
//    platform (server/platform.mjs), as `npm start` does.
// 2. For /home, /products, /agenda and /denah (anonymous), runs Lighthouse with its defaults
//    (mobile form factor, simulated Slow 4G and 4× CPU) in this machine's Chromium: one warm-up,
//    then `--runs` audits.
// 3. Prints each run (with Lighthouse's benchmark index: this machine's speed at the time, which
//    moves the scores as much as the app does), then a markdown table: the median performance
//    score, TBT and LCP, and the lowest score of accessibility, best practices and SEO over the
//    runs, with the load average and the browser's version.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startPlatform } from '../server/platform.mjs';
import { buildCopy, copyBuildInputs, freePort, realtimePortOf } from './build-copy.mjs';

const run = promisify(execFile);
const LIGHTHOUSE = 'lighthouse@13.5.0';
const ROUTES = ['/home', '/products', '/agenda', '/denah'];
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const onlyRoutes = process.argv.flatMap((arg, index) => (process.argv[index - 1] === '--only' ? [arg] : []));
const SHOW_TASKS = process.argv.includes('--tasks');
const SHOW_LCP = process.argv.includes('--lcp');
const distArg = process.argv.indexOf('--dist');
const GIVEN_DIST = distArg > 0 ? path.resolve(process.argv[distArg + 1]) : null;


/**
 * One Lighthouse audit of `url`, its JSON report's figures.
 * @param {string} url
 */
async function audit(url) {
  const { stdout } = await run(
    'npx',
    ['--yes', LIGHTHOUSE, url, '--output=json', '--output-path=stdout', '--quiet', `--only-categories=${CATEGORIES.join(',')}`, `--chrome-flags=${CHROME_FLAGS}`],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024, timeout: 300_000 },
  );
  const report = JSON.parse(stdout);
  /** @param {string} id */
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbt: report.audits['total-blocking-time'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    fcp: report.audits['first-contentful-paint'].numericValue,
    /** @type {Array<{ url: string, startTime: number, duration: number }>} */
    longTasks: report.audits['long-tasks']?.details?.items ?? [],
    lcpBreakdown: report.audits['lcp-breakdown-insight']?.details,
    /** Lighthouse's measure of this machine's speed at the time (higher is faster). */
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
    browser: /(?:HeadlessChrome|Chrome)\/([\d.]+)/.exec(report.environment?.hostUserAgent ?? '')?.[1] ?? 'unknown',
  };
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const realtimePort = GIVEN_DIST ? await realtimePortOf(GIVEN_DIST) : await freePort();
  const work = await mkdtemp(path.join(os.tmpdir(), 'pameran-lighthouse-'));
  const loadBefore = os.loadavg();
  try {
    if (!GIVEN_DIST) {
      console.log('[lighthouse] building…');
      await copyBuildInputs(work);
      await buildCopy(work, realtimePort, 300_000);
    }
    const platform = await startPlatform({ port: 0, realtimePort, distDir: GIVEN_DIST ?? path.join(work, 'dist') });
    const rows = [];
    let browser = 'unknown';
    try {
      for (const route of onlyRoutes.length > 0 ? onlyRoutes : ROUTES) {
        const url = platform.url + route;
        await audit(url);
        const results = [];
        for (let i = 0; i < RUNS; i++) {
          const result = await audit(url);
          console.log(`[lighthouse] ${route} run ${i + 1}/${RUNS}: performance ${result.performance}, TBT ${Math.round(result.tbt)} ms, LCP ${Math.round(result.lcp)} ms, a11y ${result.accessibility}, best practices ${result.bestPractices}, SEO ${result.seo}, benchmark index ${result.benchmarkIndex}`);
          if (SHOW_TASKS) {
            console.log(`[lighthouse]   first contentful paint ${Math.round(result.fcp)} ms; long tasks (simulated):`);
            for (const task of result.longTasks) console.log(`[lighthouse]   ${Math.round(task.startTime)} ms +${Math.round(task.duration)} ms ${task.url.replace(platform.url, '')}`);
          }
          if (SHOW_LCP) console.log(`[lighthouse]   LCP breakdown: ${JSON.stringify(result.lcpBreakdown)}`);
          results.push(result);
          browser = result.browser;
        }
        const lowest = (/** @type {'accessibility' | 'bestPractices' | 'seo'} */ key) => Math.min(...results.map((result) => result[key]));
        rows.push(
          `| \`${route}\` | ${median(results.map((result) => result.performance))} | ${Math.round(median(results.map((result) => result.tbt)))} ms | ${(median(results.map((result) => result.lcp)) / 1000).toFixed(2)} s | ${lowest('accessibility')} | ${lowest('bestPractices')} | ${lowest('seo')} |`,
        );
      }
    } finally {
      await platform.close();
    }
    const load = (/** @type {number[]} */ averages) => averages.map((value) => value.toFixed(2)).join(' / ');
    console.log(`
| route | performance (median) | TBT (median) | LCP (median, simulated) | accessibility (lowest) | best practices (lowest) | SEO (lowest) |
|---|---|---|---|---|---|---|
${rows.join('\n')}

${LIGHTHOUSE}, mobile defaults, ${RUNS} runs after a warm-up per route, Chromium ${browser} at /usr/bin/chromium, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; load average (1/5/15 min) ${load(loadBefore)} before, ${load(os.loadavg())} after.`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
