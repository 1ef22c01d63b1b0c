/**
 * Whether an error means "the database (or another server we depend on) cannot be
 * reached right now": a connection refused, dropped or timed out, or PostgreSQL
 * shutting down or starting. Such a request may well work in a moment, so it answers
 * 503, not 500. Looks through wrapped errors (`cause`), as Prisma and pg nest them.
 */
export function isDependencyUnavailable(err: unknown): boolean {
  const pending: unknown[] = [err];
  for (let seen = 0; pending.length && seen < 16; seen++) {
    const current = pending.shift();
    if (!current || typeof current !== 'object') continue;
    const { code, kind, message, cause, meta } = current as Record<string, unknown>;
    if (typeof code === 'string' && (unreachableCodes.has(code) || code.startsWith('08'))) return true;
    if (typeof kind === 'string' && unreachableKinds.has(kind)) return true;
    if (typeof message === 'string' && unreachableMessages.some((pattern) => pattern.test(message))) return true;
    // Prisma keeps the driver's error in meta.driverAdapterError, whose cause has PostgreSQL's code.
    pending.push(cause, (meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError);
  }
  return false;
}

const unreachableCodes = new Set([
  // Node sockets
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: shutting down, crashed, starting up (class 08, connection exceptions, by prefix)
  '57P01',
  '57P02',
  '57P03',
  // Prisma: cannot reach, timed out, server closed the connection, pool timed out
  'P1001',
  'P1002',
  'P1008',
  'P1017',
  'P2024',
]);

/** Prisma's driver-adapter error kinds that mean the database is out of reach. */
const unreachableKinds = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);

/**
 * pg's own errors carry no code; Prisma's P2028 covers several transaction errors, of
 * which only "could not start" means a transaction that never began (no pool connection in time).
 */
const unreachableMessages = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Unable to start a transaction in the given time/i,
];
