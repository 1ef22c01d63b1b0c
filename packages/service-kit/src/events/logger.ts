/** Pino-compatible logging: `log(obj, msg)` or `log(msg)`. A pino Logger satisfies it. */
export type EventLogFn = (objOrMsg: unknown, msg?: string) => void;

export interface EventLogger {
  info: EventLogFn;
  warn: EventLogFn;
  error: EventLogFn;
  debug: EventLogFn;
}

const noop: EventLogFn = () => undefined;

/** The default: the bus, relay and inbox stay quiet unless given a logger. */
export const silentLogger: EventLogger = { info: noop, warn: noop, error: noop, debug: noop };

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
