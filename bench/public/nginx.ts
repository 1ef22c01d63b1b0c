/**
 * nginx for the public-pages benchmark, one worker, in a temporary folder: serving the
 * page's very gzipped bytes with the page's headers (the physical limit to compare with),
 * or running infra/nginx/public-cache.conf as it is in front of the gateway.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/** Headers nginx writes itself, or that belong to one answer. */
const ownHeaders = new Set(['content-length', 'content-type', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

async function answers(port: number): Promise<boolean> {
  const socket = connect(port, '127.0.0.1');
  const ok = await new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
  });
  socket.destroy();
  return ok;
}

async function start(binary: string, dir: string, port: number, http: string): Promise<Nginx> {
  await mkdir(dir, { recursive: true });
  const config = join(dir, 'nginx.conf');
  await writeFile(
    config,
    [
      'worker_processes 1;',
      'daemon off;',
      'master_process on;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${join(dir, 'body')};`,
      `  proxy_temp_path ${join(dir, 'proxy')};`,
      `  fastcgi_temp_path ${join(dir, 'fastcgi')};`,
      `  uwsgi_temp_path ${join(dir, 'uwsgi')};`,
      `  scgi_temp_path ${join(dir, 'scgi')};`,
      http,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(binary, ['-c', config, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start (see ${join(dir, 'error.log')})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** nginx serving `body` (already gzipped) at `path` with the page's headers, as a static file. */
export async function staticNginx(binary: string, dir: string, port: number, page: { path: string; body: Buffer; headers: Headers }): Promise<Nginx> {
  await mkdir(join(dir, 'www'), { recursive: true });
  await writeFile(join(dir, 'www', 'page.gz'), page.body);
  const adds = [...page.headers.entries()].filter(([name]) => !ownHeaders.has(name)).map(([name, value]) => `      add_header ${name} ${quote(value)};`);
  return start(
    binary,
    dir,
    port,
    [
      '  server {',
      `    listen 127.0.0.1:${port};`,
      `    location = ${page.path} {`,
      `      root ${join(dir, 'www')};`,
      '      try_files /page.gz =404;',
      '      etag off;',
      '      types { }',
      `      default_type ${quote(page.headers.get('content-type') ?? 'text/html')};`,
      ...adds,
      '    }',
      '  }',
    ].join('\n'),
  );
}

/** infra/nginx/public-cache.conf as it is, its gateway, port and cache folder replaced. */
export async function cachingNginx(binary: string, dir: string, port: number, gateway: string): Promise<Nginx> {
  const example = await readFile(new URL('../../infra/nginx/public-cache.conf', import.meta.url), 'utf8');
  const replaced = example
    .replace('/var/cache/nginx/local-seo-pages', join(dir, 'cache'))
    .replace('server 127.0.0.1:8080;', `server ${new URL(gateway).host};`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  for (const [from, to] of [['/var/cache', 'cache folder'], ['127.0.0.1:8080', 'gateway'], ['listen 80', 'port']]) {
    if (replaced.includes(from!)) throw new Error(`infra/nginx/public-cache.conf: its ${to} was not replaced`);
  }
  return start(binary, dir, port, replaced);
}
