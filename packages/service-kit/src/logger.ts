import { pino, type Logger, type LevelWithSilent } from 'pino';

export type { Logger } from 'pino';

/** The root logger of a process; each service takes a child named after itself. */
export function createLogger(level: LevelWithSilent = 'info'): Logger {
  return pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]', 'password'],
      censor: '[redacted]',
    },
  });
}
