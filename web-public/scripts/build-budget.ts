import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

type Output = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

/** Modules whose chunk a city page loads besides the entry (a route chunk, when routes are split). */
const cityPageModules = /\/src\/(routes\/\$citySlug|screens\/city\/)/;

/**
 * The chunks a city page loads: the entry, its static imports, and any chunk
 * holding the city route or its layouts together with that chunk's static imports.
 */
export function cityPageChunks(bundle: Output): Chunk[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is Chunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const wanted = new Set<string>();
  const visit = (fileName: string) => {
    if (wanted.has(fileName)) return;
    const chunk = chunks.get(fileName);
    if (!chunk) return;
    wanted.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks.values()) {
    if (chunk.isEntry || chunk.moduleIds.some((id) => cityPageModules.test(id))) visit(chunk.fileName);
  }
  return [...wanted].map((fileName) => chunks.get(fileName)!);
}

/** Gzipped bytes, at the level a server would use for static files. */
const gzipSize = (code: string | Uint8Array): number => gzipSync(code, { level: 9 }).length;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Prints the gzipped JavaScript a city page loads and fails the build above the
 * limit. Also writes .gz and .br copies of the text assets so the server sends
 * them compressed without compressing per request.
 */
export function buildBudget(options: { limitBytes: number }): Plugin {
  return {
    name: 'local-seo:build-budget',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = cityPageChunks(bundle);
      const sizes = chunks.map((chunk) => ({ file: chunk.fileName, gzip: gzipSize(chunk.code) }));
      const total = sizes.reduce((sum, entry) => sum + entry.gzip, 0);
      for (const entry of sizes) this.info(`city page JS ${entry.file}: ${kb(entry.gzip)} gzipped`);
      const summary = `city page JavaScript: ${kb(total)} gzipped (budget ${kb(options.limitBytes)})`;
      console.log(`\n${summary}`);
      if (total > options.limitBytes) this.error(`Over budget: ${summary}`);

    },
    // The compressed copies are made from the files as written: only then has Vite filled in its lazy-import helper.
    writeBundle(output, bundle) {
      for (const item of Object.values(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(item.fileName) || item.fileName.startsWith('.vite/')) continue;
        const bytes = readFileSync(join(output.dir!, item.fileName));
        writeFileSync(join(output.dir!, `${item.fileName}.gz`), gzipSync(bytes, { level: 9 }));
        writeFileSync(join(output.dir!, `${item.fileName}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}
