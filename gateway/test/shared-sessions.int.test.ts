import { randomBytes } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { natsUrl, startTcpProxy } from '@local-seo/testing';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { natsKvMaps } from '../src/auth/nats-kv-maps.js';
import { createGateway, gatewayConfigSchema } from '../src/index.js';
import { useGatewayReplicas } from './support/gateway-replicas.js';

// Two gateway replicas sharing their admin state through NATS KV, as in Kubernetes
// with several gateway pods and no cookie affinity.
const password = 'correct horse battery staple';
const replicas = useGatewayReplicas({ ADMIN_PASSWORD: password, LOGIN_MAX_FAILURES: '3' });

const login = (replica: FastifyInstance, remoteAddress: string, given = password) =>
  replica.inject({ method: 'POST', url: '/api/admin/login', payload: { password: given }, remoteAddress });

describe('admin state shared by gateway replicas (NATS KV)', () => {
  it('a session made by one replica is valid on the other, and a logout on either ends it on both', async () => {
    const response = await login(replicas.a.app, '10.1.0.1');
    expect(response.statusCode).toBe(200);
    const cookie = `admin_session=${response.cookies.find((c) => c.name === 'admin_session')!.value}`;
    const { csrfToken } = response.json() as { csrfToken: string };

    const onB = await replicas.b.app.inject({ url: '/api/admin/session', headers: { cookie } });
    expect(onB.json()).toMatchObject({ authenticated: true, csrfToken, user: { email: replicas.a.parts.firstOwnerEmail, role: 'owner' } });

    const out = await replicas.b.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie, 'x-csrf-token': csrfToken } });
    expect(out.statusCode).toBe(204);
    const onA = await replicas.a.app.inject({ url: '/api/admin/session', headers: { cookie } });
    expect(onA.json()).toEqual({ authenticated: false });
  });

  it('counts failed logins from one address across replicas', async () => {
    const address = '10.1.0.2';
    expect((await login(replicas.a.app, address, 'guess 1')).statusCode).toBe(401);
    expect((await login(replicas.b.app, address, 'guess 2')).statusCode).toBe(401);
    expect((await login(replicas.a.app, address, 'guess 3')).statusCode).toBe(401);
    const blocked = await login(replicas.b.app, address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('loses no update when replicas write the same entry at the same moment (compare-and-set)', async () => {
    const counters = await natsKvMaps(replicas.nc, { prefix: replicas.prefix })<number>('login_failures', 60_000);
    const key = `race-${randomBytes(4).toString('hex')}`;
    await Promise.all(Array.from({ length: 20 }, () => counters.update(key, (count = 0) => count + 1)));
    expect(await counters.get(key)).toBe(20);
  });

  it('keeps a signed-in admin working while NATS cannot be reached; signing in answers 503 with a plain message', async () => {
    const proxy = await startTcpProxy(new URL(natsUrl()).hostname, Number(new URL(natsUrl()).port || 4222));
    const own = await connect({ servers: proxy.url('nats'), reconnectTimeWait: 100 });
    const replica = await createGateway({
      logger: replicas.logger,
      bus: replicas.bus,
      sharedMaps: natsKvMaps(own, { prefix: replicas.prefix }),
      config: gatewayConfigSchema.parse({ DATABASE_URL: replicas.staffDb.url, ADMIN_PASSWORD: password }),
    });
    try {
      const signedIn = await login(replica.app, '10.1.0.4');
      const cookie = `admin_session=${signedIn.cookies.find((c) => c.name === 'admin_session')!.value}`;
      await proxy.pause();

      const session = await replica.app.inject({ url: '/api/admin/session', headers: { cookie } });
      expect(session.json()).toMatchObject({ authenticated: true });
      const another = await login(replica.app, '10.1.0.5');
      expect(another.statusCode).toBe(503);
      expect(another.json()).toMatchObject({ message: 'Admin sign-in is unavailable for a moment; please try again shortly' });
    } finally {
      await replica.close();
      await own.close();
      await proxy.close();
    }
  });
});
