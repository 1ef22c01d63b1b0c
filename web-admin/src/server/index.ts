import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where `vite build` puts the app (the same path from src/server and from dist/server). */
export const adminClientDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));

export interface AdminAppOptions {
  /** The built app's folder; defaults to this package's dist/client. */
  clientDir?: string;
}

/**
 * The page itself may only load this origin's own files and talk to this
 * origin's API; nothing may frame it.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Serves the admin SPA: /admin/assets/* (content-hashed, cached for a year),
 * other built files, and index.html for /admin and every client route under
 * it (never cached, so a new build is picked up at once). A missing asset is a
 * 404, not the app.
 */
export async function registerAdminApp(app: FastifyInstance, options: AdminAppOptions = {}): Promise<void> {
  const clientDir = options.clientDir ?? adminClientDir;
  const indexHtml = await readFile(`${clientDir}/index.html`, 'utf8').catch(() => {
    throw new Error(`The admin app is not built (no ${clientDir}index.html): run \`npm run build -w web-admin\``);
  });

  const sendApp = (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', contentSecurityPolicy)
      .send(indexHtml);

  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: clientDir,
      prefix: '/admin/',
      // One route per built file; the client routes below take every other path.
      wildcard: false,
      index: false,
      decorateReply: false,
      cacheControl: false,
      setHeaders(reply, path) {
        const hashed = path.includes('/assets/');
        const page = path.endsWith('.html');
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : page ? 'no-cache' : 'public, max-age=300');
      },
    });
    scope.get('/admin', (_request, reply) => sendApp(reply));
    scope.get('/admin/*', (request, reply) => {
      if (request.url.startsWith('/admin/assets/')) {
        return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No such file: ${request.url}` });
      }
      return sendApp(reply);
    });
  });
}
