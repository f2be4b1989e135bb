// Code says why, never which tracker entry asked for it: a comment or a test's name that cites an
// issue number tells a reader nothing without the tracker open beside it, and the history is in
// git. Every source file of the app, its statecharts, SDK, platform, scripts, tests and stories is
// read whole (comments and test names are where such numbers were; a string naming one is no
// better).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const project = resolve(import.meta.dirname, '../..');
const ROOTS = ['src', 'machines', 'sdk/src', 'server', 'scripts', 'tests', 'stories', '.storybook', 'build.mjs'];
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
/** "issue" or "issues", either case, then a number, with or without "#". */
const ISSUE_NUMBER = /\b[Ii]ssues? #?\d+/;


/** Each line of `text` that names an issue number, as "line: text". */
function issueNumbersIn(text: string): string[] {
  return text.split('\n').flatMap((line, index) => (ISSUE_NUMBER.test(line) ? [`${index + 1}: ${line.trim()}`] : []));
}

function sourceFiles(path: string): string[] {
  if (statSync(path).isFile()) return SOURCE.test(path) ? [path] : [];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .flatMap((entry) => sourceFiles(join(path, entry.name)));
}

const files = ROOTS.flatMap((root) => sourceFiles(join(project, root))).map((path) => relative(project, path));

describe('no source file names an issue number', () => {
  it('finds one in a comment and in a test name, and not in words like "issued"', () => {
    const word = 'Issue';
    expect(issueNumbersIn(`const a = 1;\n// ${word} 32 item 10: offline at the venue\n`)).toEqual([`2: // ${word} 32 item 10: offline at the venue`]);
    expect(issueNumbersIn(`it('keeps the language (${word.toLowerCase()}s 30, 33)', () => {});`)).toHaveLength(1);
    expect(issueNumbersIn(`/** see ${word.toLowerCase()} #29 */`)).toHaveLength(1);
    expect(issueNumbersIn("const issued = 2; // the token issued 5 s ago, the issue's case")).toEqual([]);
  });

  it('reads the whole tree', () => {
    expect(files).toContain('src/routes.ts');
    expect(files).toContain('machines/cart.ts');
    expect(files).toContain('build.mjs');
    expect(files.length).toBeGreaterThan(300);
  });

  it('in any file', () => {
    const found = files
      .flatMap((file) => issueNumbersIn(readFileSync(join(project, file), 'utf8')).map((line) => `${file}:${line}`));
    expect(found, 'say the reason instead (history is in git)').toEqual([]);
  });
});
