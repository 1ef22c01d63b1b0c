import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from 'pino';
import { startDraining } from './lifecycle.js';

export interface ShutdownOptions {
  /** How long the close may take once the drain is over before the process exits anyway (default 10 s). */
  graceMs?: number;
  /** How long the process keeps serving while reporting not ready (default SHUTDOWN_DRAIN_MS, else 5 s). */
  drainMs?: number;
}

/** SHUTDOWN_DRAIN_MS, or `fallback` where it is not set. */
export function drainMsFromEnv(fallback = 5000, env: NodeJS.ProcessEnv = process.env): number {
  const value = env.SHUTDOWN_DRAIN_MS?.trim();
  if (!value) return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`SHUTDOWN_DRAIN_MS must be a whole number of milliseconds (got "${value}")`);
  return ms;
}

/**
 * Closes the process cleanly on SIGINT/SIGTERM (docs/decisions.md, decision 13): it
 * reports not ready at once and keeps serving for the drain period, while load balancers
 * and Kubernetes' endpoints stop sending to it; then it stops taking requests, finishes
 * those in flight and the work under way (`close`), and exits. A second signal, or a
 * close that outlasts `graceMs`, exits at once.
 */
export function closeOnSignals(logger: Logger, close: () => Promise<void>, options: ShutdownOptions = {}): void {
  const graceMs = options.graceMs ?? 10_000;
  const drainMs = options.drainMs ?? drainMsFromEnv();
  let closing = false;
  const handler = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    startDraining();
    logger.info({ signal, drainMs }, 'shutting down: not ready from now, serving on while the drain lasts');
    void delay(drainMs)
      .then(() => {
        const timer = setTimeout(() => {
          logger.error('shutdown took too long; exiting');
          process.exit(1);
        }, graceMs);
        timer.unref();
        return close();
      })
      .then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error({ err }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
