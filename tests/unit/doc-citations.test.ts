// The docs' citations of code still hold. Two forms are accepted, each checked against the file:
//   `path/file.ts:name`        the file has `name` in it as a whole word (a function, a state, a
//                              constant); it survives edits above it, so the docs prefer it;
//   `path/file.ts:120` `name`  (or `:120-124`) the line, or one of the lines, exists and holds
//                              `name`, the symbol quoted right after it.
// A path is from the repository's root. A line number with no symbol after it, or a bare file
// name, cannot be checked and fails too: every docs/*.md and README.md.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const project = resolve(import.meta.dirname, '../..');
const CITATION = /([\w./-]+\.(?:tsx?|mts|[mc]?js|json|css|html|sh|ya?ml|md)):(\d+(?:-\d+)?|[A-Za-z_$][\w$]*)/g;
/** After a line citation's closing backtick: blanks, then the symbol in backticks. */
const QUOTED_SYMBOL = /^`\s+`([^`]+)`/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What is wrong with each citation in `markdown`, as "line: citation: why"; none: []. */
export function citationProblems(markdown: string, fileText: (path: string) => string | undefined): string[] {
  return markdown.split('\n').flatMap((line, index) =>
    [...line.matchAll(CITATION)].flatMap((match) => {
      const [cited, path, target] = match as unknown as [string, string, string];
      const problem = (why: string) => [`${index + 1}: ${cited}: ${why}`];
      const text = fileText(path);
      if (text === undefined) return problem('no such file (give its path from the repository root)');
      if (!/^\d/.test(target)) {
        return new RegExp(`(?<![\\w$])${escape(target)}(?![\\w$])`).test(text) ? [] : problem(`${target} is not in the file`);
      }
      const [first, last = first] = target.split('-').map(Number) as [number, number?];
      const lines = text.split('\n');
      if (first < 1 || last < first || last > lines.length) return problem(`the file has ${lines.length} lines`);
      const symbol = QUOTED_SYMBOL.exec(line.slice(match.index + cited.length))?.[1]?.replace(/\(\)$/, '');
      if (symbol === undefined) return problem('a line number needs the symbol it points at right after it: `file:line` `symbol`');
      return lines.slice(first - 1, last).some((cited) => cited.includes(symbol)) ? [] : problem(`${symbol} is not on that line`);
    }),
  );
}

const readProjectFile = (path: string) => {
  const file = join(project, path);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

const DOCS = [...readdirSync(join(project, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`), 'README.md'];

describe('citations of code in the docs', () => {
  it('are checked: a moved line, a gone function, a bare name or a number alone each fail', () => {
    const files: Record<string, string> = { 'src/a.ts': 'import x from "y";\nexport function start() {}\nconst later = 1;\n' };
    const check = (markdown: string) => citationProblems(markdown, (path) => files[path]);
    expect(check('`src/a.ts:2` `start` and `src/a.ts:1-3` `later` and `src/a.ts:start()` and `src/a.ts:later`.')).toEqual([]);
    expect(check('`src/a.ts:3` `start`')).toEqual(['1: src/a.ts:3: start is not on that line']);
    expect(check('`src/a.ts:9` `start`')).toEqual(['1: src/a.ts:9: the file has 4 lines']);
    expect(check('`src/a.ts:2` starts it')).toEqual(['1: src/a.ts:2: a line number needs the symbol it points at right after it: `file:line` `symbol`']);
    expect(check('`src/a.ts:stop`, `src/a.ts:star`')).toEqual(['1: src/a.ts:stop: stop is not in the file', '1: src/a.ts:star: star is not in the file']);
    expect(check('\n`a.ts:2` `start`')).toEqual(['2: a.ts:2: no such file (give its path from the repository root)']);
  });

  it.each(DOCS)('%s: each still points at what it names', (doc) => {
    expect(citationProblems(readFileSync(join(project, doc), 'utf8'), readProjectFile)).toEqual([]);
  });
});
