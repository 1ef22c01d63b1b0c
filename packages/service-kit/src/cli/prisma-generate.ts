/**
 * `prisma generate` for the service in the current folder, without the native
 * schema-engine download the Prisma CLI attempts otherwise: generating needs
 * no schema engine, so PRISMA_SCHEMA_ENGINE_BINARY (when unset) points at an
 * existing file that is never run. Extra arguments go to `prisma generate`.
 *
 *   tsx ../../packages/service-kit/src/cli/prisma-generate.ts
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The Prisma CLI the service itself depends on. */
function prismaCli(): string {
  const manifest = createRequire(join(process.cwd(), 'package.json')).resolve('prisma/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { prisma: string } };
  return join(dirname(manifest), bin.prisma);
}

/** Any existing file satisfies the CLI; the WebAssembly engine's is at hand. */
function standInEngineFile(): string {
  const bindings = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  return join(dirname(bindings), 'schema_engine_bg.wasm');
}

/** Skips the work when the generated client is newer than the schema and the Prisma version it came from. */
function upToDate(cliPath: string): boolean {
  const generated = join(process.cwd(), 'src/generated/prisma/client.ts');
  const schema = join(process.cwd(), 'prisma/schema.prisma');
  if (!existsSync(generated) || !existsSync(schema)) return false;
  const builtAt = statSync(generated).mtimeMs;
  return builtAt >= statSync(schema).mtimeMs && builtAt >= statSync(join(dirname(cliPath), '..', 'package.json')).mtimeMs;
}

let cli: string;
try {
  cli = prismaCli();
} catch {
  console.error(`No Prisma CLI found from ${process.cwd()}: run this from a service folder that depends on "prisma"`);
  process.exit(1);
}
if (!process.argv.includes('--force') && upToDate(cli)) {
  console.log('Prisma client is up to date');
  process.exit(0);
}
const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ||= standInEngineFile();
const result = spawnSync(process.execPath, [cli, 'generate', ...process.argv.slice(2).filter((arg) => arg !== '--force')], { stdio: 'inherit', env });
if (result.error) console.error(result.error.message);
process.exitCode = result.status ?? 1;
