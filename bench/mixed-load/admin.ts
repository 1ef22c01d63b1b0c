/**
 * What the benchmark does as the admin, through the gateway's admin API as the
 * back office does it: a session (cookie and CSRF token), the sitemap as an index
 * (so crawlers have a child sitemap to read), the product list, and a CSV import
 * sent by curl from a process of its own, as a browser would send the file.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { catalogRoutes, gatewayRoutes, routePath, sitemapRoutes } from '@local-seo/contracts';

interface AdminSession {
  cookie: string;
  csrfToken: string;
}

export interface ImportAnswer {
  message: string;
  created: number;
  updated: number;
  unchanged: number;
}

export async function logIn(url: string, password: string): Promise<AdminSession> {
  const response = await fetch(`${url}${routePath(gatewayRoutes.login)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie, csrfToken };
}

async function adminCall<T>(url: string, session: AdminSession, method: 'GET' | 'POST', path: string): Promise<T> {
  const headers: Record<string, string> = { cookie: session.cookie };
  if (method === 'POST') headers['x-csrf-token'] = session.csrfToken;
  const response = await fetch(`${url}${path}`, { method, headers });
  if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The Sitemap tab's "generate the sitemap index": /sitemap.xml lists /sitemap-1.xml. */
export async function makeSitemapIndex(url: string, session: AdminSession): Promise<void> {
  const answer = await adminCall<{ success: boolean; sitemapCount: number }>(url, session, 'POST', routePath(sitemapRoutes.regenerateIndex));
  if (!answer.success || answer.sitemapCount < 1) throw new Error(`the sitemap index was not made: ${JSON.stringify(answer)}`);
}

export interface ListedProduct {
  product_name: string;
  category: string;
  size_attributes: string | null;
  unit_type: string;
  description: string | null;
  customer_pricing: string | null;
}

export const listProducts = (url: string, session: AdminSession) => adminCall<ListedProduct[]>(url, session, 'GET', routePath(catalogRoutes.listProducts));

/** POST /api/import/products with the file as multipart field 'file'; resolves with the answer and its time. */
export async function importProducts(url: string, session: AdminSession, file: string): Promise<{ answer: ImportAnswer; seconds: number }> {
  const startedAt = performance.now();
  const curl = spawn(
    'curl',
    ['-sS', '-w', '\n%{http_code}', '-b', session.cookie, '-H', `x-csrf-token: ${session.csrfToken}`, '-F', `file=@${file};type=text/csv`, `${url}${routePath(catalogRoutes.importProducts)}`],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  curl.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(curl, 'close')) as [number];
  const seconds = (performance.now() - startedAt) / 1000;
  if (code !== 0) throw new Error(`curl exited with ${code}`);
  const status = output.slice(output.lastIndexOf('\n') + 1);
  const body = output.slice(0, output.lastIndexOf('\n'));
  if (status !== '200') throw new Error(`the import answered ${status}: ${body.slice(0, 500)}`);
  return { answer: JSON.parse(body) as ImportAnswer, seconds };
}
