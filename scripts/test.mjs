// `npm test`: every check the project has, in four lanes at once so that both cores of a small
// machine stay busy:
//   - vitest's component project, then its unit project (one worker each: CPU-bound jsdom), the
//     native sync's build included;
//   - vitest's e2e project without the files that mostly wait (one file at a time: its Chromium
//     often waits on the network);
//   - the typecheck, the import rules and the hooks' lint, one after another (about a
//     minute, while the other two start up), then in one vitest the stories, the statecharts'
//     model tests (model, model-ui), the native shell's component files and the production
//     build's unit files (LANE_3_BUILD_FILES), so that the lanes end about together
//     instead of lane 3 idling after its first minutes while the others run on;
//   - what mostly waits, on one app build of its own: the Firefox and WebKit lane (`npm run
//     test:browsers`, which installs the browsers when missing; browsers starting, realtime
//     pushes until a dialog opens: about 80 CPU-s in 85 s alone), then the e2e files that mostly
//     wait and the floor plan's (LANE_4_E2E_FILES). Beside the other lanes their waits cost the run little; run after
//     `npm test`, as CI did until 7 Dec, the Firefox and WebKit lane cost all of its 85 s. Last, the
//     Storybook build: lane 4 ended about 90 s before lane 3, which ran it among its checks.
// Lanes 2 to 4 run at a lower CPU priority (nice 5): the jsdom tests wait for a
// screen's first lazy load at most 10 s (Testing Library), the browser tests 15 s and the checks
// not at all, so the jsdom lane goes first and the others fill what it leaves. More workers in
// the first lane would oversubscribe the cores and push those loads past their waits.
// The first lane's output streams as is; the others' lines stream too, each marked with its
// lane. The command fails when any step fails, after every step has run, and ends with a
// summary of each step's result and time, followed by what each failed step said of its
// failures: CI keeps only the end of a long log, and the failures would otherwise lie far above.
import { spawn } from 'node:child_process';

/** @typedef {{ name: string, command: string, args: string[], env?: Record<string, string> }} Step */

/**
 * e2e files that mostly wait (the realtime feed's reconnects and credentials' ends, screenshots'
 * settles, service workers installing and the network coming back): lane 4 runs them after the
 * Firefox and WebKit lane, in a vitest and a Chromium of their own, on that lane's app build
 * (`PAMERAN_E2E_BUILD`: each build carries the realtime port its platforms listen on, so two
 * e2e runs at once need two builds; one after the other, they share one).
 */
const WAITING_E2E_FILES = ['tests/e2e/prize-feed.test.ts', 'tests/e2e/visitor-day-shots.test.ts', 'tests/e2e/pwa.test.ts', 'tests/e2e/offline.test.ts', 'tests/e2e/offline-venue.test.ts', 'tests/e2e/logout-trace.test.ts'];
/**
 * The e2e files lane 4 runs: the waiting ones, and the floor plan's (25-30 s), which evens the
 * lanes' ends: the e2e lane was the last to end, and alone at the end it leaves a core idle (its
 * Chromium waits on the network).
 */
const LANE_4_E2E_FILES = [...WAITING_E2E_FILES, 'tests/e2e/denah.test.ts'];

/**
 * Unit files lane 3 takes from lane 1's unit run: the two that check the production build, which
 * they share (tests/helpers/productionBuild.ts: one build per module graph, so both files run in
 * the same vitest). The native sync's build (Node 22 and the Capacitor CLI) stays in lane 1: with
 * it in lane 3 too, lane 1 ended over a minute before lane 3.
 */
const LANE_3_BUILD_FILES = ['tests/unit/production-build.test.ts', 'tests/unit/budget.test.ts'];
/** What lane 3 runs of vitest's files, each project with the files of it that lane 3 takes. */
const LANE_3_PROJECTS = ['stories', 'model', 'model-ui', 'component-own-graph', 'unit'];
const LANE_3_FILES = ['tests/stories/', 'tests/model/', 'tests/component/native', ...LANE_3_BUILD_FILES];

/** @type {Step[][]} */
const lanes = [
  // Two vitest runs, not one with both projects: after the component files in the same run, the
  // unit files took 52 s instead of 37 s (docs/testing.md).
  [
    { name: 'vitest component', command: 'npx', args: ['vitest', 'run', '--project', 'component'] },
    { name: 'vitest unit', command: 'npx', args: ['vitest', 'run', '--project', 'unit', ...LANE_3_BUILD_FILES.flatMap((file) => ['--exclude', file])] },
  ],
  [{ name: 'vitest e2e', command: 'nice', args: ['-n', '5', 'npx', 'vitest', 'run', '--project', 'e2e', ...LANE_4_E2E_FILES.flatMap((file) => ['--exclude', file])] }],
  [
    { name: 'typecheck', command: 'nice', args: ['-n', '5', 'npm', 'run', '--silent', 'typecheck'] },
    { name: 'deps', command: 'nice', args: ['-n', '5', 'npm', 'run', '--silent', 'deps'] },
    { name: 'lint', command: 'nice', args: ['-n', '5', 'npm', 'run', '--silent', 'lint'] },
    // One vitest for them all: a vitest started costs seconds of CPU before its first test.
    { name: 'vitest stories, models, builds', command: 'nice', args: ['-n', '5', 'npx', 'vitest', 'run', ...LANE_3_PROJECTS.flatMap((project) => ['--project', project]), ...LANE_3_FILES] },
  ],
  // At lane 2's priority: only the jsdom files' short waits need lane 1's. With the waiting files'
  // browser at lane 1's, a clean-clone run failed a 5,000-exhibitor search of lane 2 on its 15 s wait.
  [
    { name: 'Firefox and WebKit', command: 'nice', args: ['-n', '5', 'bash', 'scripts/test-browsers.sh'], env: { PAMERAN_E2E_BUILD: 'lane-4' } },
    { name: 'vitest e2e (waiting files, denah)', command: 'nice', args: ['-n', '5', 'npx', 'vitest', 'run', '--project', 'e2e', ...LANE_4_E2E_FILES], env: { PAMERAN_E2E_BUILD: 'lane-4' } },
    { name: 'build-storybook', command: 'nice', args: ['-n', '5', 'npm', 'run', '--silent', 'build-storybook'] },
  ],
];

/** @typedef {{ name: string, code: number, seconds: number, lines: string[] }} Outcome */

/** Lines kept of each step's output, for the failures repeated at the end. */
const KEPT_LINES = 4000;

/**
 * Copies a child's output to ours line by line, each line marked with `label` when there is one,
 * and keeps the last lines in `kept`.
 * @param {import('node:stream').Readable} from
 * @param {NodeJS.WriteStream} to
 * @param {string | null} label
 * @param {string[]} kept
 */
function relayLines(from, to, label, kept) {
  let pending = '';
  const relay = (/** @type {string} */ line) => {
    to.write(label ? `[${label}] ${line}\n` : `${line}\n`);
    kept.push(line);
    if (kept.length > KEPT_LINES) kept.shift();
  };
  from.setEncoding('utf8');
  from.on('data', (/** @type {string} */ text) => {
    const lines = (pending + text).split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(relay);
  });
  from.on('end', () => {
    if (pending) relay(pending);
  });
}

/**
 * What a failed step said of its failures: vitest's "Failed Tests" section when there is one,
 * else the step's last lines.
 * @param {string[]} lines
 */
function failureReport(lines) {
  // eslint-disable-next-line no-control-regex -- vitest colours its output
  const plain = lines.map((line) => line.replace(/\u001b\[[0-9;]*m/g, ''));
  const start = plain.findIndex((line) => /⎯ (Failed Tests?|Failed Suites?|Unhandled \w+) /.test(line));
  if (start === -1) return plain.slice(-60);
  const end = plain.findIndex((line, index) => index > start && /^\s*Test Files\s/.test(line));
  return plain.slice(start, end === -1 ? undefined : end).slice(0, 300);
}

/**
 * Runs one step; a `label` marks its output lines, without one they stream as is.
 * @param {Step} step
 * @param {string | null} label
 * @returns {Promise<Outcome>}
 */
function run(step, label) {
  const started = Date.now();
  /** @type {string[]} */
  const lines = [];
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...step.env } });
    relayLines(child.stdout, process.stdout, label, lines);
    relayLines(child.stderr, process.stderr, label, lines);
    const finish = (/** @type {number} */ code) => resolve({ name: step.name, code, seconds: Math.round((Date.now() - started) / 1000), lines });
    child.on('error', (error) => {
      process.stderr.write(`[${label ?? step.name}] ${error.message}\n`);
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/**
 * @param {Step[]} steps
 * @param {boolean} marked
 */
async function runLane(steps, marked) {
  /** @type {Outcome[]} */
  const outcomes = [];
  for (const step of steps) outcomes.push(await run(step, marked ? step.name : null));
  return outcomes;
}

const started = Date.now();
const outcomes = (await Promise.all(lanes.map((steps, index) => runLane(steps, index > 0)))).flat();
process.stdout.write('\n[npm test] summary\n');
for (const { name, code, seconds } of outcomes) process.stdout.write(`  ${code === 0 ? 'ok  ' : 'FAIL'} ${name.padEnd(30)} ${seconds} s\n`);
process.stdout.write(`  all in ${Math.round((Date.now() - started) / 1000)} s\n`);
for (const { name, code, lines } of outcomes.filter(({ code }) => code !== 0)) {
  process.stdout.write(`\n[npm test] what ${name} said of its failures (exit ${code})\n`);
  for (const line of failureReport(lines)) process.stdout.write(`  ${line}\n`);
}
process.exitCode = outcomes.every(({ code }) => code === 0) ? 0 : 1;
