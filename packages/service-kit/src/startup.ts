import { ConfigError } from './config.js';

/** Ends a start that cannot go on, with a message a person can act on. */
export function exitOnStartupError(err: unknown): never {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error('Start-up failed:', err);
  process.exit(1);
}
