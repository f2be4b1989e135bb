// Every character the app writes on a screen is one the page's own text fonts have; symbols
// (arrows, stars, ticks, the viewfinder) are drawn (src/components/Icon). A character outside
// them sends the browser searching the device's fonts for one that has it, in the first layout
// of the screen that shows it: ⌗ alone was 28 ms of a 43 ms task after Produk's commit in a
// Lighthouse trace (docs/performance.md, "Rules that hold").
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles, writtenText } from '../support/writtenText';

const ROOT = path.resolve(__dirname, '../..');

/** Latin (Basic to Extended-B), general punctuation (– — ‘ ’ “ ” …) and currency signs (Rp, €). */
const IN_TEXT_FONTS = /^[\t\n\r\u0020-\u024f\u2000-\u206f\u20a0-\u20cf]*$/u;

describe('the characters on screen', () => {
  it('are all in the text fonts: symbols are drawn icons', () => {
    const outside: string[] = [];
    for (const file of sourceFiles(path.join(ROOT, 'src'))) {
      const relative = path.relative(ROOT, file);
      for (const text of writtenText(file)) {
        const stray = [...text].filter((character) => !IN_TEXT_FONTS.test(character));
        if (stray.length > 0) outside.push(`${relative}: ${stray.join(' ')} in ${JSON.stringify(text.slice(0, 60))}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
