import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appliedMigrations, notText, readTextFiles, root, trackedFilesOrWhyNot } from './tracked-files.js';

/**
 * The repository stands alone: whatever a file points to is in the repository
 * itself, as a clone has it (the files git tracks). Markdown links resolve to a
 * tracked file and, with `#anchor`, to one of its headings; a `docs/...` path in
 * any file (a code comment, a README) names a tracked file or folder, and its
 * heading when it gives one. Nothing points to the team's workspace beside the
 * repository (its spec folder, its architecture notes); a decision is cited
 * with docs/decisions.md, and the behaviour pages by their docs/behaviour path.
 * A section cited by its title (`k8s/README.md, "Rolling out"`, `"NATS users"
 * above`) is a heading of that file, even when the citation wraps across comment lines.
 */

const self = 'packages/testing/test/doc-links.test.ts';

/**
 * Files another change is editing right now, swept once it lands (then this list
 * is emptied). Each must still have a finding, so a file swept early is taken off
 * the list.
 */
const sweptAfterPorts: readonly string[] = [];

const listed = trackedFilesOrWhyNot('the links are');
if (typeof listed === 'string') console.warn(`[doc-links] skipped: ${listed}`);
const tracked = typeof listed === 'string' ? [] : listed;
const trackedFiles = new Set(tracked);
const trackedDirectories = new Set(tracked.flatMap((file) => file.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));

/**
 * Files read as text: not generated code, lock files or binaries, nor applied
 * migrations (their checksums are recorded in every database: they are never edited).
 */
const textFiles = readTextFiles(tracked, [...notText, appliedMigrations]);

interface Finding {
  file: string;
  line: number;
  problem: string;
}
const show = (finding: Finding) => `${finding.file}:${finding.line}: ${finding.problem}`;

/** GitHub's anchor of a heading: its text without markup or punctuation, lower case, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The lines of a markdown text outside fenced code blocks, with their numbers. */
function proseLines(lines: readonly string[]): { text: string; number: number }[] {
  let fence: string | null = null;
  return lines.flatMap((text, index) => {
    const opening = /^\s*(```|~~~)/.exec(text);
    if (opening) {
      fence = fence === null ? opening[1]! : fence === opening[1] ? null : fence;
      return [];
    }
    return fence === null ? [{ text, number: index + 1 }] : [];
  });
}

const anchorsOf = new Map<string, Set<string>>();
/** Every anchor a tracked markdown file offers: its headings' (numbered when repeated) and explicit ids. */
function anchors(file: string): Set<string> {
  const known = anchorsOf.get(file);
  if (known) return known;
  const found = new Set<string>();
  let lines: string[];
  try {
    lines = readFileSync(posix.join(root, file), 'utf8').split('\n');
  } catch {
    return found; // tracked but deleted in this working tree: nothing to point to
  }
  const seen = new Map<string, number>();
  for (const { text } of proseLines(lines)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (heading) {
      const base = headingAnchor(heading[1]!);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      found.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const id of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) found.add(id[1]!);
  }
  anchorsOf.set(file, found);
  return found;
}

/** What is wrong with a reference to `path` (repository-relative) and `anchor`, if anything. */
function unresolved(path: string, anchor: string | undefined): string | null {
  const target = path.replace(/\/+$/, '');
  if (target !== '' && !trackedFiles.has(target) && !trackedDirectories.has(target)) return 'no such file in the repository';
  if (anchor === undefined) return null;
  if (!target.endsWith('.md')) return 'an anchor on a file that is not markdown';
  return anchors(target).has(decodeURIComponent(anchor)) ? null : `no heading "#${anchor}" in ${target}`;
}

/**
 * The text of a file as one line, comment markers at the start of each line
 * dropped, so a citation wrapped across comment lines reads whole; with the
 * offset where each line starts, to name the line of a finding.
 */
function joinedText(lines: readonly string[]): { text: string; lineAt: (offset: number) => number } {
  const starts: number[] = [];
  let text = '';
  for (const line of lines) {
    starts.push(text.length);
    text += `${line.replace(/^\s*(?:#+|\/\/+|\*+|--|;+)?\s*/, '')} `;
  }
  const lineAt = (offset: number) => {
    let line = 0;
    while (line + 1 < starts.length && starts[line + 1]! <= offset) line++;
    return line + 1;
  };
  return { text, lineAt };
}

/**
 * The tracked markdown file a citation names: a path from the repository root, as
 * comments and docs write them (k8s/README.md from k8s/base), else from the citing file's folder.
 */
function citedFile(file: string, cited: string): string | null {
  const path = /\.md$/.test(cited) ? cited : `${cited}.md`;
  const candidates = [posix.normalize(path), posix.normalize(posix.join(posix.dirname(file), path))];
  return candidates.find((candidate) => trackedFiles.has(candidate)) ?? null;
}

/**
 * What a section may be cited by: its heading's anchor, or the part of the heading
 * before a colon ("Lighthouse" for "Lighthouse: the public pages").
 */
function sectionTitles(file: string): Set<string> {
  const titles = new Set(anchors(file));
  let lines: string[];
  try {
    lines = readFileSync(posix.join(root, file), 'utf8').split('\n');
  } catch {
    return titles;
  }
  for (const { text } of proseLines(lines)) {
    const heading = /^#{1,6}\s+([^:]+):/.exec(text);
    if (heading) titles.add(headingAnchor(heading[1]!));
  }
  return titles;
}

/**
 * Sections cited by title: `some/file.md, "Title"` (or `README "Title"`) names a
 * heading of that file, and in a markdown file `"Title" above` (or below) one of its own.
 */
function brokenSectionCitations(file: string, lines: readonly string[]): Finding[] {
  const { text, lineAt } = joinedText(lines);
  const findings: Finding[] = [];
  for (const match of text.matchAll(/(?<![\w./-])((?:[\w.-]+\/)*[\w.-]+\.md|README),?\s+"([^"]+)"/g)) {
    const target = citedFile(file, match[1]!);
    if (target === null) continue; // a file that is not there: brokenDocsPaths and the links say so where it matters
    if (!sectionTitles(target).has(headingAnchor(match[2]!))) {
      findings.push({ file, line: lineAt(match.index), problem: `cites "${match[2]}" in ${target}, which has no such heading` });
    }
  }
  if (file.endsWith('.md')) {
    for (const match of text.matchAll(/"([^"]+)"\s+(?:above|below)\b/g)) {
      if (!sectionTitles(file).has(headingAnchor(match[1]!))) {
        findings.push({ file, line: lineAt(match.index), problem: `cites "${match[1]}" ${/below/.test(match[0]) ? 'below' : 'above'}, a heading this file does not have` });
      }
    }
  }
  return findings;
}

/** Markdown links `[text](target)` of a tracked .md file whose target is not in the repository. */
function brokenMarkdownLinks(file: string, lines: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  for (const { text, number } of proseLines(lines)) {
    const withoutCode = text.replace(/`[^`]*`/g, '');
    for (const link of withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = link[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // another site, mail, phone
      const [pathPart = '', anchor] = target.split('#', 2);
      const path = pathPart === '' ? file : pathPart.startsWith('/') ? pathPart.slice(1) : posix.join(posix.dirname(file), decodeURIComponent(pathPart));
      const problem = unresolved(posix.normalize(path), anchor);
      if (problem) findings.push({ file, line: number, problem: `link (${target}): ${problem}` });
    }
  }
  return findings;
}

/** `docs/...` paths in any file (comments, READMEs, scripts): each names what the repository has. */
function brokenDocsPaths(file: string, lines: readonly string[]): Finding[] {
  return lines.flatMap((text, index) =>
    [...text.matchAll(/(?<![\w./-])docs\/[\w./-]*\w(?:#([\w-]+))?/g)].flatMap((match) => {
      const [path = ''] = match[0].split('#');
      const problem = unresolved(path, match[1]);
      return problem ? [{ file, line: index + 1, problem: `${match[0]}: ${problem}` }] : [];
    }),
  );
}

/** References that only made sense beside the team's workspace. */
const outsideReferences: ReadonlyArray<readonly [RegExp, string]> = [
  [/\.\.\/shared\b/, 'points outside the repository (the team workspace): point to docs/ instead'],
  [/\bshared\/spec\b/, 'names the team workspace: point to docs/behaviour/ instead'],
  [/ARCHITECTURE\.md/, 'names the team notes: point to docs/architecture.md instead'],
  [/(?<!behaviour\/)\b(?:public-site|admin-back-office)\.md\b/, 'names a behaviour page without its path: docs/behaviour/...'],
  [/\bspec(?:'s)? sections?\b|\b(?:admin|public) spec\b/i, 'cites the spec document, which is not in the repository: cite docs/behaviour/... instead'],
];

function outsideReferencesIn(file: string, lines: readonly string[]): Finding[] {
  if (file.startsWith('docs/')) return [];
  return lines.flatMap((text, index) =>
    outsideReferences.flatMap(([pattern, problem]) => (pattern.test(text) ? [{ file, line: index + 1, problem }] : [])),
  );
}

/** "decision 7" is read in docs/decisions.md: the line (or the one before, when wrapped) names it. */
function bareDecisions(file: string, lines: readonly string[]): Finding[] {
  if (file === 'docs/decisions.md') return [];
  return lines.flatMap((text, index) =>
    /\bdecisions?\s+\d+/i.test(text) && !text.includes('decisions.md') && !(lines[index - 1] ?? '').includes('decisions.md')
      ? [{ file, line: index + 1, problem: 'cites a decision without docs/decisions.md' }]
      : [],
  );
}

const findingsByFile = new Map(
  textFiles
    .filter(({ file }) => file !== self)
    .map(({ file, lines }) => [
      file,
      [
        ...(file.endsWith('.md') ? brokenMarkdownLinks(file, lines) : []),
        ...brokenDocsPaths(file, lines),
        ...brokenSectionCitations(file, lines),
        ...outsideReferencesIn(file, lines),
        ...bareDecisions(file, lines),
      ],
    ]),
);

describe.skipIf(typeof listed === 'string')('the repository stands alone', () => {
  it('has the docs its README promises', () => {
    for (const doc of ['docs/architecture.md', 'docs/decisions.md', 'docs/behaviour']) {
      expect(unresolved(doc, undefined), doc).toBeNull();
    }
  });

  it('reads its anchors as GitHub writes them', () => {
    expect(headingAnchor('7. The delivery calculator works')).toBe('7-the-delivery-calculator-works');
    expect(headingAnchor('All-in-one (`npm start`)')).toBe('all-in-one-npm-start');
    expect(headingAnchor('Catalog service (products, taxonomy, suppliers and locations, imports, delivery by city)')).toBe(
      'catalog-service-products-taxonomy-suppliers-and-locations-imports-delivery-by-city',
    );
  });

  it('finds a broken link, a missing docs path and a reference outside the repository', () => {
    expect(brokenMarkdownLinks('README.md', ['[a](docs/none.md)', '[b](docs/decisions.md#no-such-heading)', '`[c](not/checked.md)`'])).toHaveLength(2);
    expect(brokenDocsPaths('x.ts', ['// see docs/none.md and docs/decisions.md#9-imports-are-all-or-nothing'])).toHaveLength(1);
    expect(outsideReferencesIn('x.ts', ['// see ../shared/x', '// the spec section 9'])).toHaveLength(2);
    expect(bareDecisions('x.ts', ['// (decision 7)', '// (docs/decisions.md, decision 7)'])).toHaveLength(1);
  });

  it('finds a section cited by a title its file does not have, even wrapped across comment lines', () => {
    expect(brokenSectionCitations('k8s/base/x.yaml', ['# see k8s/README.md, "Rolling out"'])).toEqual([]);
    expect(brokenSectionCitations('k8s/base/x.yaml', ['# (k8s/README.md "Trying it on a', '# cluster")'])).toEqual([
      { file: 'k8s/base/x.yaml', line: 1, problem: 'cites "Trying it on a cluster" in k8s/README.md, which has no such heading' },
    ]);
    expect(brokenSectionCitations('k8s/README.md', ['("NATS users" above)', '("No such part" above)'])).toHaveLength(1);
  });

  it('points only inside itself: every link, docs path and citation resolves', () => {
    const findings = [...findingsByFile].filter(([file]) => !sweptAfterPorts.includes(file)).flatMap(([, found]) => found);
    expect(findings.map(show)).toEqual([]);
  });

  it('lists in its allow-list only files that still need the sweep', () => {
    const swept = sweptAfterPorts.filter((file) => (findingsByFile.get(file) ?? []).length === 0);
    expect(swept, 'swept already: take these off sweptAfterPorts').toEqual([]);
  });
});
