// The dependency rules (.dependency-cruiser.cjs) must see npm packages: a rule such as
// lib-is-pure ("no React in src/lib") or machines-only-xstate can only fire when the packages a
// file imports are in the graph. Each probe is a file that breaks one rule, or none; all of them
// are cruised at once (a cruise starts a Node and reads the config: about a second each) in a
// scratch tree beside the project's node_modules, with the project's own config, and each test
// reads the rules its own probes break.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const project = resolve(import.meta.dirname, '../..');

/** Path → source of every probe. */
const PROBES: Record<string, string> = {
  'src/lib/usesReact.ts': "import { useState } from 'react';\nexport const probe = useState;\n",
  'src/lib/importsNothing.ts': 'export const probe = 1;\n',
  'machines/usesReact.ts': "import { useState } from 'react';\nexport const probe = useState;\n",
  'machines/usesXstate.ts': "import { setup } from 'xstate';\nexport const probe = setup;\n",
};

/** Each probe's broken rules, by the probe's path. */
let broken: Map<string, string[]>;
const scratch = mkdtempSync(join(tmpdir(), 'pameran-deps-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

beforeAll(async () => {
  symlinkSync(join(project, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx' } }));
  for (const [path, source] of Object.entries(PROBES)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), source);
  }
  const roots = [...new Set(Object.keys(PROBES).map((path) => path.slice(0, path.indexOf('/'))))];
  const cli = join(project, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const { stdout } = await run(process.execPath, [cli, ...roots, '--config', join(project, '.dependency-cruiser.cjs'), '--output-type', 'json'], { cwd: scratch }).catch(
    // depcruise exits non-zero when it finds violations; its report is still on stdout.
    (error: { stdout: string }) => ({ stdout: error.stdout }),
  );
  const report = JSON.parse(stdout) as { summary: { violations: { from: string; rule: { name: string } }[] } };
  broken = new Map();
  for (const { from, rule } of report.summary.violations) broken.set(from, [...(broken.get(from) ?? []), rule.name]);
}, 20_000);

/** The rules broken by the probes at `paths`; none: []. */
const violationsOf = (...paths: string[]) => paths.flatMap((path) => broken.get(path) ?? []);

describe('dependency rules see npm packages', () => {
  it('a pure helper that imports React breaks lib-is-pure', () => {
    expect(violationsOf('src/lib/usesReact.ts')).toEqual(['lib-is-pure']);
  });

  it('a statechart that imports anything but xstate breaks machines-only-xstate', () => {
    expect(violationsOf('machines/usesReact.ts')).toEqual(['machines-only-xstate']);
  });

  it('a statechart that imports xstate, and a helper that imports nothing, break no rule', () => {
    expect(violationsOf('machines/usesXstate.ts', 'src/lib/importsNothing.ts')).toEqual([]);
  });
});
