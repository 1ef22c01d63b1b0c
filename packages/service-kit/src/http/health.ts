import type { FastifyInstance } from 'fastify';

/** A named readiness check: resolves true when the dependency can serve now. */
export type ReadinessCheck = () => Promise<boolean>;

const checkTimeoutMs = 2000;

/** One check, false when it fails or takes longer than 2 s. */
export async function checkReadiness(check: ReadinessCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), checkTimeoutMs);
  });
  try {
    return await Promise.race([check().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /healthz: the process is alive (liveness). /readyz: every dependency answers
 * (readiness): 200 with each check's state, or 503 naming the one that fails.
 */
export function registerHealthRoutes(app: FastifyInstance, checks: Record<string, ReadinessCheck>): void {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => checkReadiness(checks[name]!)));
    const state = Object.fromEntries(names.map((name, i) => [name, results[i] ? 'up' : 'down']));
    const ready = results.every(Boolean);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks: state });
  });
}
