import { describe, expect, it } from 'vitest';
import { appliedMigrations, linesMatching, notText, readTextFiles, trackedFilesOrWhyNot } from './tracked-files.js';

/**
 * A comment says why in its own words; where a pointer helps, it points to a decision
 * ("docs/decisions.md, decision 11") or a heading of a behaviour page
 * (`docs/behaviour/services.md, "Paged lists"`), never to an issue number, which tells a
 * reader of the repository nothing (the tracker is not part of it). The same goes for
 * test titles.
 *
 * The check is simple on purpose: any line of a tracked file that names an issue by its
 * number ("issue 19", "Issues 18 and 19", "issue #15") fails, whether it is a comment
 * (`//`, `/*`, ` *`, `#`, `///`, `--`, `<!--`) or an it()/describe() title; code has no
 * other reason to say it. Left out: Markdown (the docs and READMEs tell their history in
 * their own words), lock files, generated code, binaries, and applied migrations (never
 * edited: their checksums are recorded in every database).
 */

const self = 'packages/testing/test/no-issue-numbers.test.ts';
const issueNumber = /\bissues?\s+#?\d+/i;

const listed = trackedFilesOrWhyNot('issue numbers are');
if (typeof listed === 'string') console.warn(`[no-issue-numbers] skipped: ${listed}`);
const tracked = typeof listed === 'string' ? [] : listed;

/** Each line of `lines` that names an issue number, as `file:line: text`. */
const issueCitations = (file: string, lines: readonly string[]): string[] => linesMatching(file, lines, [issueNumber]);

describe.skipIf(typeof listed === 'string')('comments and test titles say why, not which issue', () => {
  it('finds an issue number in a comment or a test title, in any of its forms', () => {
    const lines = [
      '// paged by the service (issue 19)',
      " * Issue 15, finding 5: a refused upload must reach the browser as its answer",
      '-- the Trash (issues 18 and 19)',
      "describe('neighbours in the page-data cache (issue #18)', () => {",
      '// the Trash (docs/decisions.md, decision 11)',
      'if (result.error.issues[0]) return;',
    ];
    expect(issueCitations('x.ts', lines).map((finding) => finding.split(':')[1])).toEqual(['1', '2', '3', '4']);
  });

  it('has no comment or test title naming an issue number', () => {
    const files = readTextFiles(tracked, [...notText, appliedMigrations, /\.md$/i]).filter(({ file }) => file !== self);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(({ file, lines }) => issueCitations(file, lines))).toEqual([]);
  });
});
