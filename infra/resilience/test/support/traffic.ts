import { readAnswer, sleep, type AdminClient, type Answer } from '../../src/index.js';

export interface Sample {
  at: number;
  path: string;
  answer: Answer;
}

/** A request the traffic makes: public through fetch, or with the admin session. */
export type Call = { path: string; admin?: boolean };

/**
 * Steady traffic through the gateway: `workers` loops, each making the calls in turn
 * (one at a time, 5 s timeout each), recording every answer until stop().
 */
export function startTraffic(gatewayUrl: string, admin: AdminClient, calls: Call[], workers = 3) {
  const samples: Sample[] = [];
  let running = true;
  const call = async ({ path, admin: asAdmin }: Call): Promise<Answer> => {
    try {
      if (asAdmin) return await admin.request('GET', path);
      return await readAnswer(await fetch(`${gatewayUrl}${path}`, { signal: AbortSignal.timeout(5000) }));
    } catch (err) {
      return { status: 0, contentType: '', text: err instanceof Error ? err.message : String(err), json: undefined };
    }
  };
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let i = worker; running; i++) {
      const next = calls[i % calls.length]!;
      samples.push({ at: Date.now(), path: next.path, answer: await call(next) });
      await sleep(20);
    }
  });
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Words that must never reach a visitor: driver, ORM and network internals, stack frames. */
const leaks = /ECONNREFUSED|ECONNRESET|ETIMEDOUT|prisma|DriverAdapter|P10\d\d|57P01|terminating connection|pg_|node_modules|\bat \S+ \(|\.ts:\d+|stack/i;

/** Why an answer is not a clean error (the JSON error shape, a 5xx, nothing internal), or undefined when it is. */
export function uncleanError(answer: Answer): string | undefined {
  if (answer.status === 0) return `no answer: ${answer.text}`;
  if (answer.status < 500) return `status ${answer.status}`;
  const body = answer.json as { statusCode?: unknown; error?: unknown; message?: unknown } | undefined;
  if (!body || body.statusCode !== answer.status || typeof body.error !== 'string' || typeof body.message !== 'string') {
    return `not the error shape: ${answer.text.slice(0, 300)}`;
  }
  if (leaks.test(answer.text)) return `internal detail: ${answer.text.slice(0, 300)}`;
  return undefined;
}
