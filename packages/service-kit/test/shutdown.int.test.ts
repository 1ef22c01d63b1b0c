import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A rollout stops replicas that are answering (docs/decisions.md, decision 13): from
 * SIGTERM a process says it is not ready, serves on for the drain, finishes what is in
 * flight, and only then stops taking connections and exits.
 */
describe('a process told to stop (SIGTERM)', () => {
  it('is not ready at once, serves on while the drain lasts, finishes the request in flight, then exits 0', { timeout: 60_000 }, async () => {
    const server = spawn('node_modules/.bin/tsx', ['--conditions=development', fileURLToPath(new URL('./fixtures/draining-server.ts', import.meta.url))], {
      env: { ...process.env, SHUTDOWN_DRAIN_MS: '1500', SLOW_MS: '2500' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [line] = (await once(server.stdout!, 'data')) as [Buffer];
    const { port } = JSON.parse(line.toString()) as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const exited = once(server, 'exit') as Promise<[number | null]>;

    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const inFlight = fetch(`${base}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalledAt = Date.now();
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));

    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'draining' });
    // Still served during the drain: a load balancer may not have stopped sending yet.
    const during = await fetch(`${base}/fast`);
    expect(during.status).toBe(200);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(await slow.json()).toEqual({ slow: 'done' });
    const [code] = await exited;
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1500);
    await expect(fetch(`${base}/fast`)).rejects.toThrow();
  });
});
