/**
 * One schema-engine session: the wasm engine on our PostgreSQL adapter, given
 * the Prisma schema, used by `fn`, then freed with every connection closed.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { toSchemaEngineError } from './engine-error.js';
import { createMigrationAdapter } from './migration-adapter.js';
import { lastEnginePanic, loadSchemaEngineWasm, type SchemaEngine } from './wasm-engine.js';

interface EngineSessionOptions {
  /** The database the engine works on. */
  databaseUrl: string;
  /** An existing, empty database for replaying migrations, when the operation needs one. */
  shadowDatabaseUrl?: string | undefined;
  /** The Prisma schema file. */
  schemaPath: string;
  log?: ((msg: string) => void) | undefined;
}

interface SchemaFile {
  path: string;
  content: string;
}

async function readSchemaFile(schemaPath: string): Promise<SchemaFile> {
  const path = resolve(schemaPath);
  const content = await readFile(path, 'utf8').catch((error: Error) => {
    throw new Error(`Cannot read the Prisma schema at ${path}: ${error.message}`);
  });
  return { path, content };
}

export async function withSchemaEngine<T>(
  opts: EngineSessionOptions,
  fn: (engine: SchemaEngine, schema: SchemaFile) => Promise<T>,
): Promise<T> {
  const schema = await readSchemaFile(opts.schemaPath);
  const { SchemaEngine } = await loadSchemaEngineWasm();
  const adapter = createMigrationAdapter(opts);
  let engine: SchemaEngine | undefined;
  try {
    engine = await SchemaEngine.new({ datamodels: [[schema.path, schema.content]] }, engineLogger(opts.log), adapter.factory);
    return await fn(engine, schema);
  } catch (error) {
    // A panic traps as "RuntimeError: unreachable"; what it said was written down before.
    const panic = lastEnginePanic();
    throw toSchemaEngineError(panic ? new Error(`the schema engine panicked: ${panic}`, { cause: error }) : error, adapter.lastScriptError());
  } finally {
    engine?.free();
    await adapter.close();
  }
}

/** The engine logs JSON lines ({level, fields: {message}, target}); pass on their messages. */
function engineLogger(log: ((msg: string) => void) | undefined): (line: string) => void {
  return (line) => {
    if (!log) return;
    try {
      const entry = JSON.parse(line) as { fields?: { message?: string } };
      if (entry.fields?.message) log(entry.fields.message);
    } catch {
      log(String(line));
    }
  };
}
