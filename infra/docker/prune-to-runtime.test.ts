import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { imageWorkspaces } from './image-workspaces.js';
import { copyRuntime, runtimePackages, usedQueryCompilers, type Lockfile } from './prune-to-runtime.js';

const lockfile = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lockfile;

describe('the run-time packages of an image, from the lockfile', () => {
  it("keeps a service's run-time dependencies and leaves out the dev tools and the test workspaces", () => {
    const keep = runtimePackages(lockfile, imageWorkspaces('services/cities'));
    for (const path of ['node_modules/fastify', 'node_modules/@prisma/client', 'node_modules/pg', 'node_modules/@local-seo/service-kit']) {
      expect(keep, path).toContain(path);
    }
    for (const path of ['node_modules/typescript', 'node_modules/vitest', 'node_modules/prisma', 'node_modules/@local-seo/testing', 'node_modules/testcontainers']) {
      expect(keep, path).not.toContain(path);
    }
  });

  it('refuses a workspace needed at run time that the image does not build', () => {
    expect(() => runtimePackages(lockfile, ['services/cities'])).toThrow(/needed at run time, but image-workspaces.ts did not list it/);
  });
});

describe('copying the run-time packages', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (path: string, text = 'x') => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };

  it('copies what is reached without dev files, unused query compilers or unreached nested packages', () => {
    dir = mkdtempSync(join(tmpdir(), 'prune-'));
    const lock: Lockfile = {
      packages: {
        '': {},
        app: { dependencies: { a: '1', '@prisma/client': '7' } },
        'node_modules/app': { link: true, resolved: 'app' },
        'node_modules/a': { dependencies: { b: '1' } },
        'node_modules/a/node_modules/b': {},
        'node_modules/a/node_modules/unreached': {},
        'node_modules/@prisma/client': {},
        'node_modules/dev-tool': {},
      },
    };
    write('package.json', '{}');
    write('app/package.json', '{"name":"app"}');
    write('app/dist/client.js', 'await import("@prisma/client/runtime/query_compiler_fast_bg.postgresql.mjs");');
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync('../app', join(dir, 'node_modules/app'));
    write('node_modules/a/index.js');
    write('node_modules/a/index.d.ts');
    write('node_modules/a/index.js.map');
    write('node_modules/a/README.md');
    write('node_modules/a/LICENSE');
    write('node_modules/a/node_modules/b/index.js');
    write('node_modules/a/node_modules/unreached/index.js');
    write('node_modules/@prisma/client/runtime/client.js');
    write('node_modules/@prisma/client/runtime/query_compiler_fast_bg.postgresql.mjs');
    write('node_modules/@prisma/client/runtime/query_compiler_fast_bg.mysql.mjs');
    write('node_modules/dev-tool/index.js');

    const into = join(dir, 'out');
    expect(copyRuntime(lock, ['app'], dir, into)).toEqual({ kept: 3, left: 2 });
    const present = (path: string) => existsSync(join(into, path));
    expect(readlinkSync(join(into, 'node_modules/app'))).toBe('../app');
    expect(lstatSync(join(into, 'node_modules/app')).isSymbolicLink()).toBe(true);
    expect(present('app/package.json')).toBe(true);
    expect(present('app/dist')).toBe(false); // the Dockerfile adds the compiled code
    expect(present('node_modules/a/index.js')).toBe(true);
    expect(present('node_modules/a/LICENSE')).toBe(true);
    for (const devFile of ['index.d.ts', 'index.js.map', 'README.md']) expect(present(`node_modules/a/${devFile}`), devFile).toBe(false);
    expect(present('node_modules/a/node_modules/b/index.js')).toBe(true);
    expect(present('node_modules/a/node_modules/unreached')).toBe(false);
    expect(present('node_modules/dev-tool')).toBe(false);
    expect(present('node_modules/@prisma/client/runtime/client.js')).toBe(true);
    expect(present('node_modules/@prisma/client/runtime/query_compiler_fast_bg.postgresql.mjs')).toBe(true);
    expect(present('node_modules/@prisma/client/runtime/query_compiler_fast_bg.mysql.mjs')).toBe(false);
  });

  it('finds the query compilers a generated Prisma client imports', () => {
    dir = mkdtempSync(join(tmpdir(), 'prune-'));
    write('dist/generated/class.js', 'getRuntime: async () => await import("@prisma/client/runtime/query_compiler_fast_bg.postgresql.mjs"),\n' +
      "const { wasm } = await import('@prisma/client/runtime/query_compiler_fast_bg.postgresql.wasm-base64.mjs')");
    write('dist/other.d.ts', 'import "@prisma/client/runtime/query_compiler_fast_bg.mysql.mjs"');
    expect(usedQueryCompilers([join(dir, 'dist'), join(dir, 'missing')])).toEqual(
      new Set(['query_compiler_fast_bg.postgresql.mjs', 'query_compiler_fast_bg.postgresql.wasm-base64.mjs']),
    );
  });
});
