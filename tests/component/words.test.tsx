// Issue 32, item 11: one style of words. The visitor reads "stan" and "peserta pameran"
// everywhere, never the English "booth" or "exhibitor" that crept into some texts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const COPY_DIR = join(__dirname, '../../src/copy');

/** The string literals of a copy module, comments and `${…}` expressions left out. */
function literals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = code.match(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`|"(?:[^"\\\n]|\\.)*"/g) ?? [];
  return found.map((literal) => literal.replace(/\$\{[^}]*\}/g, ''));
}

describe('the app’s words', () => {
  it('say "stan" and "peserta pameran", never "booth" or "exhibitor"', () => {
    const offending = readdirSync(COPY_DIR)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        literals(readFileSync(join(COPY_DIR, file), 'utf8'))
          .filter((text) => !text.startsWith("'./") && /\b(booth|exhibitor)s?\b/i.test(text))
          .map((text) => `${file}: ${text}`),
      );
    expect(offending).toEqual([]);
  });
});
