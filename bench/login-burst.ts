/**
 * Public pages while sign-in is attacked: autocannon on a city page for 20 s with
 * nothing else, then while 60 wrong passwords arrive at once every second from one
 * address, then while they come from 60 addresses (TRUST_PROXY=1, X-Forwarded-For).
 * Reports the page's req/s and p50/p99, and what the sign-in attempts were answered.
 *
 *   npm run bench:login-burst    (builds first)
 */
import { createRequire } from 'node:module';
import { gatewayRoutes, routePath } from '@local-seo/contracts';
import { startProduct } from './mixed-load/product-process.js';

/** The part of autocannon's API used here (it ships no types). */
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<{ requests: { average: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number }>;

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const adminPassword = 'bench login burst password';
const page = '/barrie';

interface Round {
  label: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  logins: Record<string, number>;
}

async function burst(url: string, addresses: (i: number) => string, tally: Record<string, number>): Promise<void> {
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      fetch(`${url}${routePath(gatewayRoutes.login)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': addresses(i) },
        body: JSON.stringify({ password: `wrong ${i}` }),
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }),
    ),
  );
  for (const status of answers) tally[status] = (tally[status] ?? 0) + 1;
}

async function round(url: string, label: string, attack?: (tally: Record<string, number>) => Promise<void>): Promise<Round> {
  const logins: Record<string, number> = {};
  let attacking = attack !== undefined;
  const attacker = (async () => {
    while (attacking) {
      await Promise.all([attack!(logins), new Promise((resolve) => setTimeout(resolve, 1000))]);
    }
  })();
  const result = await autocannon({ url: `${url}${page}`, connections: 10, duration: seconds, headers: { 'accept-encoding': 'gzip' } });
  attacking = false;
  await attacker;
  return { label, requests: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, logins };
}

const product = await startProduct({ bus: 'in-process', adminPassword, env: { TRUST_PROXY: '1', LOGIN_MAX_FAILURES_SITE: '100000' } });
try {
  for (let i = 0; i < 20; i++) await (await fetch(`${product.url}${page}`)).arrayBuffer();
  let address = 0;
  const rounds = [
    await round(product.url, 'nothing else'),
    await round(product.url, '60 wrong passwords a second, one address', (tally) => burst(product.url, () => '203.0.113.7', tally)),
    await round(product.url, '60 wrong passwords a second, 60 new addresses each time', (tally) =>
      burst(product.url, () => `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`, tally),
    ),
  ];
  console.log(`\n| ${page}, 10 connections, ${seconds} s, while | req/s | p50 | p99 | errors | sign-in answers |`);
  console.log('|---|---|---|---|---|---|');
  for (const r of rounds) {
    const logins = Object.entries(r.logins).map(([status, n]) => `${n} × ${status}`).join(', ') || '-';
    console.log(`| ${r.label} | ${Math.round(r.requests).toLocaleString('en')} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${logins} |`);
  }
} finally {
  await product.stop();
}
