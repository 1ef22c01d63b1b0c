import { describe, expect, it } from 'vitest';
import { linesMatching, readTextFiles, trackedFilesOrWhyNot } from './tracked-files.js';

/**
 * Every HTTP route is declared once, in packages/contracts/src/routes; a caller builds its path
 * from the declaration (routePath, callRoute), so a path written by hand cannot drift from the
 * route it means. This test fails on an `/api/` path written as a literal ('/api/…', "/api/…", a
 * template beginning `/api/…, or one after a base URL, `${base}/api/…) in any tracked TypeScript
 * source outside the declarations.
 * Tests are left out: they ask for paths as a client would, to check them; so are the harnesses
 * that drive the product from outside for tests (the compose test, the fault tests, the shared
 * test support in packages/testing).
 *
 * A ratchet: the files below still write such paths and are to be converted. A file not listed
 * that writes one fails, and so does a listed file that no longer does: take it off the list.
 */
const notYetConverted: readonly string[] = [
  // The paths the Ingress is checked with (the CI's manifest check): the Ingress's, not calls.
  '.ci/validate-k8s.ts',
];

/** A literal beginning with the path, or a template putting it after a base URL (`${base}/api/…`). */
const apiPathLiteral = /['"`]\/api\/|\}\/api\//;
const declarations = /^packages\/contracts\/src\/routes\//;
const testFiles = /\.test\.tsx?$|(^|\/)test\/|^infra\/(compose-test|resilience)\/|^packages\/testing\//;

const listed = trackedFilesOrWhyNot('API paths are');
if (typeof listed === 'string') console.warn(`[api-paths-declared] skipped: ${listed}`);
const tracked = typeof listed === 'string' ? [] : listed;

/** Each line of `lines` that writes an `/api/` path literal, as `file:line: text`. */
const pathLiterals = (file: string, lines: readonly string[]): string[] => linesMatching(file, lines, [apiPathLiteral]);

describe.skipIf(typeof listed === 'string')('API paths come from the route declarations', () => {
  it('finds a path literal in each of its forms, and nothing else', () => {
    const lines = [
      "get('/api/cities')",
      'get("/api/site")',
      'get(`/api/cities/${slug}`)',
      'fetch(`${base}/api/cities`)',
      'fetch(`${base}${routePath(citiesRoutes.listActive)}`)',
      '// GET /api/cities',
    ];
    expect(pathLiterals('x.ts', lines).map((finding) => finding.split(':')[1])).toEqual(['1', '2', '3', '4']);
  });

  const sources = readTextFiles(
    tracked.filter((file) => /\.(ts|tsx|mts)$/.test(file) && !declarations.test(file) && !testFiles.test(file) && !file.endsWith('routeTree.gen.ts')),
    [],
  );
  const writing = new Set(sources.filter(({ file, lines }) => pathLiterals(file, lines).length > 0).map(({ file }) => file));

  it('has no path literal outside the declarations but in the files still to convert', () => {
    expect(sources.length).toBeGreaterThan(100);
    const unlisted = sources.filter(({ file }) => !notYetConverted.includes(file)).flatMap(({ file, lines }) => pathLiterals(file, lines));
    expect(unlisted).toEqual([]);
  });

  it('lists only files that still write one (take a converted file off the list)', () => {
    expect(notYetConverted.filter((file) => !writing.has(file))).toEqual([]);
  });
});
