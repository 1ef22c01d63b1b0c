import type { Logger } from 'pino';

/**
 * Closes the process cleanly on SIGINT/SIGTERM: stop taking requests, finish
 * what is in flight, close connections. A second signal or a stuck close exits at once.
 */
export function closeOnSignals(logger: Logger, close: () => Promise<void>, graceMs = 10_000): void {
  let closing = false;
  const handler = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, graceMs);
    timer.unref();
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
}
