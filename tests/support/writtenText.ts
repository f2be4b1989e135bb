// The text a source file can put on a screen, read with TypeScript's parser: its string literals,
// template parts and JSX text. Comments are not text, nor are the paths of imports and exports.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The `.ts` and `.tsx` files under `directory` (declaration files left out). */
export function sourceFiles(directory: string, { deep = true } = {}): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return deep ? sourceFiles(full) : [];
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function isModulePath(node: ts.Node): boolean {
  const parent = node.parent;
  return (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) && parent.moduleSpecifier === node
    || (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword);
}

/** The text `file` can put on screen. */
export function writtenText(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    const isText = ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node);
    if (isText && !isModulePath(node)) texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}
