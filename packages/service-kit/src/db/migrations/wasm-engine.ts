/**
 * Loads Prisma's WebAssembly schema engine. The package's entry point imports
 * its `.wasm` as an ES module, which Node refuses, so we instantiate the bytes
 * ourselves and hand the exports to the package's JS bindings. Loaded once per
 * process; every engine instance shares it.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as bindings from '@prisma/schema-engine-wasm/schema_engine_bg';

export type { MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm/schema_engine_bg';
type WasmBindings = typeof bindings;

const BINDINGS_SPECIFIER = '@prisma/schema-engine-wasm/schema_engine_bg';

// The little of the WebAssembly global we use (our TS libs do not declare it).
type Glue = Record<string, unknown>;
interface WebAssemblyApi {
  instantiate(bytes: Uint8Array, imports: Record<string, Glue>): Promise<{ instance: { exports: Glue } }>;
}
const { WebAssembly } = globalThis as unknown as { WebAssembly: WebAssemblyApi };

let loading: Promise<WasmBindings> | undefined;

/** The engine's bindings, ready to use (`SchemaEngine.new`, `version`). */
export function loadSchemaEngineWasm(): Promise<WasmBindings> {
  loading ??= instantiate().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Where the engine writes the message of a panic before it traps (Prisma's own loaders
 * define it): without it the panic itself throws outside any call, an uncaught error
 * that ends the process, and the call that panicked never settles.
 */
const panicRegistry = { message: '', set_message(message: string) { panicRegistry.message = message; } };

/** The message of the engine's last panic, for the error of the call that trapped. */
export function lastEnginePanic(): string {
  const { message } = panicRegistry;
  panicRegistry.message = '';
  return message;
}

async function instantiate(): Promise<WasmBindings> {
  (globalThis as { PRISMA_WASM_PANIC_REGISTRY?: typeof panicRegistry }).PRISMA_WASM_PANIC_REGISTRY ??= panicRegistry;
  const bindingsFile = createRequire(import.meta.url).resolve(BINDINGS_SPECIFIER);
  const bytes = await readFile(join(dirname(bindingsFile), 'schema_engine_bg.wasm'));
  // The wasm module imports every glue function from './schema_engine_bg.js'.
  const imports = { './schema_engine_bg.js': withUnrefTimers(bindings) };
  const { instance } = await WebAssembly.instantiate(bytes, imports);
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return bindings;
}

/**
 * The engine arms timers it never clears (e.g. a 10 s limit on taking its
 * advisory lock); unref them so they cannot keep a finished process alive.
 */
function withUnrefTimers(glue: Glue): Glue {
  const patched: Glue = { ...glue };
  for (const name of Object.keys(glue).filter((n) => n.startsWith('__wbg_setTimeout_'))) {
    patched[name] = (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref();
  }
  return patched;
}
