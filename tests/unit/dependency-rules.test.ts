// The dependency rules (.dependency-cruiser.cjs) must see npm packages: a rule such as
// lib-is-pure ("no React in src/lib") or machines-only-xstate can only fire when the packages a
// file imports are in the graph. Each probe is a file that breaks one rule, cruised alone in a
// scratch tree beside the project's node_modules, with the project's own config.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const project = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'pameran-deps-'));
symlinkSync(join(project, 'node_modules'), join(scratch, 'node_modules'), 'dir');
writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx' } }));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The rules broken when `files` (path → source) are the whole tree; none: []. */
async function violationsOf(files: Record<string, string>): Promise<string[]> {
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), source);
  }
  const roots = [...new Set(Object.keys(files).map((path) => path.slice(0, path.indexOf('/'))))];
  const cli = join(project, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const { stdout } = await run(process.execPath, [cli, ...roots, '--config', join(project, '.dependency-cruiser.cjs'), '--output-type', 'json'], { cwd: scratch }).catch(
    // depcruise exits non-zero when it finds violations; its report is still on stdout.
    (error: { stdout: string }) => ({ stdout: error.stdout }),
  );
  const report = JSON.parse(stdout) as { summary: { violations: { rule: { name: string } }[] } };
  for (const path of Object.keys(files)) rmSync(join(scratch, path));
  return report.summary.violations.map((violation) => violation.rule.name);
}

describe('dependency rules see npm packages', () => {
  it('a pure helper that imports React breaks lib-is-pure', async () => {
    expect(await violationsOf({ 'src/lib/probe.ts': "import { useState } from 'react';\nexport const probe = useState;\n" })).toEqual(['lib-is-pure']);
  });

  it('a statechart that imports anything but xstate breaks machines-only-xstate', async () => {
    expect(await violationsOf({ 'machines/probe.ts': "import { useState } from 'react';\nexport const probe = useState;\n" })).toEqual(['machines-only-xstate']);
  });

  it('a statechart that imports xstate, and a helper that imports nothing, break no rule', async () => {
    expect(
      await violationsOf({
        'machines/probe.ts': "import { setup } from 'xstate';\nexport const probe = setup;\n",
        'src/lib/probe.ts': 'export const probe = 1;\n',
      }),
    ).toEqual([]);
  });
});
