import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { notText, readTextFiles, trackedFilesOrWhyNot } from './tracked-files.js';

/**
 * A function a reader can hold in their head: none outside the tests is longer than 120
 * lines (from its first line to its closing one, its own comments and blank lines
 * included). A longer one does several things; each gets a name and a function of its own.
 *
 * Every kind counts: function declarations and expressions, arrow functions, methods,
 * accessors and constructors. Left out: tests (`*.test.ts`, anything under a `test/`
 * folder), the CI's own scripts (`.ci/`), declaration files and generated code.
 */

const maxLines = 120;

const listed = trackedFilesOrWhyNot('function lengths are');
if (typeof listed === 'string') console.warn(`[function-length] skipped: ${listed}`);
const tracked = typeof listed === 'string' ? [] : listed;

const notChecked: readonly RegExp[] = [...notText, /\.test\.tsx?$/, /(^|\/)test\//, /(^|\/)\.ci\//, /\.d\.ts$/];

/** Each function of `text` longer than `maxLines` lines, as `file:line: name (n lines)`. */
function longFunctions(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > maxLines) found.push(`${file}:${first + 1}: ${functionName(node)} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The name a reader would search for: the function's own, or that of the variable or property it is assigned to. */
function functionName(node: ts.Node): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const own = (node as ts.Node & { name?: ts.Node }).name;
  if (own && (ts.isIdentifier(own) || ts.isStringLiteral(own) || ts.isPrivateIdentifier(own))) return own.text;
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name)) return parent.name.text;
  return '(anonymous)';
}

describe.skipIf(typeof listed === 'string')(`no function outside the tests is longer than ${maxLines} lines`, () => {
  it('measures every kind of function from its first line to its last', () => {
    const body = Array.from({ length: maxLines - 2 }, () => '  work();').join('\n');
    const text = [
      `function fits() {\n${body}\n}`,
      `function tooLong() {\n${body}\n  more();\n}`,
      `const arrow = () => {\n${body}\n  more();\n};`,
      `class Holder {\n  method() {\n${body}\n  more();\n  }\n}`,
      `const fits2 = function () {\n${body}\n};`,
    ].join('\n');
    expect(longFunctions('x.ts', text).map((finding) => finding.split(': ')[1])).toEqual([
      `tooLong (${maxLines + 1} lines)`,
      `arrow (${maxLines + 1} lines)`,
      `method (${maxLines + 1} lines)`,
    ]);
  });

  it('finds none in the sources', () => {
    const files = readTextFiles(
      tracked.filter((file) => /\.tsx?$/.test(file)),
      notChecked,
    );
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(({ file, lines }) => longFunctions(file, lines.join('\n')))).toEqual([]);
  });
});
