// Every character the app writes on a screen is one the page's own text fonts have; symbols
// (arrows, stars, ticks, the viewfinder) are drawn (src/components/Icon). A character outside
// them sends the browser searching the device's fonts for one that has it, in the first layout
// of the screen that shows it: ⌗ alone was 28 ms of a 43 ms task after Produk's commit in a
// Lighthouse trace (docs/performance.md, stop 51).
//
// Read with TypeScript's parser: the text of string literals, templates and JSX, not comments.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

/** Latin (Basic to Extended-B), general punctuation (– — ‘ ’ “ ” …) and currency signs (Rp, €). */
const IN_TEXT_FONTS = /^[\t\n\r\u0020-\u024f\u2000-\u206f\u20a0-\u20cf]*$/u;

/**
 * Written on purpose: the floor plan's booth labels are SVG text with the visitor's marks
 * (★ want to visit, ✓ visited) before the code; only a signed-in visitor with marks sees them.
 */
const ALLOWED: Record<string, string[]> = { 'src/screens/denah/drawing.ts': ['★', '✓'] };

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The text a file can put on screen: its string literals, template parts and JSX text. */
function writtenText(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)) texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

describe('the characters on screen', () => {
  it('are all in the text fonts: symbols are drawn icons', () => {
    const outside: string[] = [];
    for (const file of sourceFiles(path.join(ROOT, 'src'))) {
      const relative = path.relative(ROOT, file);
      for (const text of writtenText(file)) {
        const stray = [...text].filter((character) => !IN_TEXT_FONTS.test(character) && !ALLOWED[relative]?.includes(character));
        if (stray.length > 0) outside.push(`${relative}: ${stray.join(' ')} in ${JSON.stringify(text.slice(0, 60))}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
