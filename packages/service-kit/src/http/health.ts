import type { FastifyInstance } from 'fastify';
import { isDraining } from '../lifecycle.js';

/** A named check of something the process uses: resolves true when it answers now. */
export type ReadinessCheck = () => Promise<boolean>;

/** What an app is checked for (docs/decisions.md, decision 13). */
export interface HealthChecks {
  /** What the process needs to do its own work: /readyz fails while one of them does. */
  readiness: Record<string, ReadinessCheck>;
  /** What it uses but can do without for a while (the bus: the outbox holds the events; another service: its part degrades): reported, never failing /readyz. */
  dependencies?: Record<string, ReadinessCheck>;
}

const checkTimeoutMs = 2000;

/** One check, false when it fails or takes longer than `timeoutMs`. */
export async function checkReadiness(check: ReadinessCheck, timeoutMs = checkTimeoutMs): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([check().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function states(checks: Record<string, ReadinessCheck>, timeoutMs?: number): Promise<Record<string, 'up' | 'down'>> {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => checkReadiness(checks[name]!, timeoutMs)));
  return Object.fromEntries(names.map((name, i) => [name, results[i] ? 'up' : 'down']));
}

/**
 * /healthz: the process is alive (liveness), whatever its dependencies: always 200, with
 * the state of each check for operators (each bounded to 1 s, so a probe never waits on
 * one). /readyz: the process can do its own work and is not shutting down (readiness):
 * 200, or 503 naming what fails; the dependencies are reported, never failing it.
 */
export function registerHealthRoutes(app: FastifyInstance, checks: HealthChecks): void {
  const every = { ...checks.readiness, ...checks.dependencies };
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok', draining: isDraining(), checks: await states(every, 1000) }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const [own, used] = await Promise.all([states(checks.readiness), states(checks.dependencies ?? {})]);
    const draining = isDraining();
    const ready = !draining && Object.values(own).every((state) => state === 'up');
    const status = draining ? 'draining' : ready ? 'ready' : 'not ready';
    return reply.status(ready ? 200 : 503).send({ status, checks: own, dependencies: used });
  });
}
