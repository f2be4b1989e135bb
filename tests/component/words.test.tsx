// One style of words. The visitor reads "stan" and "peserta pameran"
// everywhere, never the English "booth" or "exhibitor" that crept into some texts.
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles, writtenText } from '../support/writtenText';

const COPY_DIR = join(__dirname, '../../src/copy');

describe('the app’s words', () => {
  it('say "stan" and "peserta pameran", never "booth" or "exhibitor"', () => {
    const offending = sourceFiles(COPY_DIR, { deep: false }).flatMap((file) =>
      writtenText(file)
        .filter((text) => /\b(booth|exhibitor)s?\b/i.test(text))
        .map((text) => `${basename(file)}: ${text}`),
    );
    expect(offending).toEqual([]);
  });
});
