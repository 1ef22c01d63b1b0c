import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { natsCredentials } from '@local-seo/service-kit';
import type { NodeConnectionOptions } from '@nats-io/transport-node';
import { natsAuthConfigFiles, natsPermissions } from '../../src/permissions.js';

export interface SecuredNats {
  url: string;
  /** Each user's password, by user name (what compose's .env and the Kubernetes Secret hold). */
  passwords: Record<string, string>;
  /** The environment variables a component is given: NATS_URL, NATS_USER, NATS_PASSWORD. */
  envOf(user: string): { NATS_URL: string; NATS_USER: string; NATS_PASSWORD: string };
  /** Connection options signing in as `user` (as the components do, through natsCredentials). */
  as(user: string): Partial<NodeConnectionOptions>;
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * A nats-server of the test's own, with JetStream and the users and permissions as
 * deployed: the committed auth.conf (compose's copy) beside a small server config, the
 * passwords in the server's environment as compose and Kubernetes give them. On a free
 * port (nats-server picks it: port -1), with its store in a temporary folder.
 */
export async function startSecuredNats(): Promise<SecuredNats> {
  const dir = await mkdtemp(join(tmpdir(), 'secured-nats-'));
  await copyFile(join(root, natsAuthConfigFiles[0]), join(dir, 'auth.conf'));
  await writeFile(join(dir, 'nats.conf'), `host: 127.0.0.1\nport: -1\njetstream {\n  store_dir: ${JSON.stringify(join(dir, 'js'))}\n}\ninclude ./auth.conf\n`);
  const users = natsPermissions();
  // Letters and digits starting with a letter, as the generated file asks of real passwords.
  const passwords = Object.fromEntries(users.map((u) => [u.user, `n${randomBytes(24).toString('hex')}`]));
  const env = { ...process.env, ...Object.fromEntries(users.map((u) => [u.passwordVariable, passwords[u.user]!])) };

  const child = await spawnServer(['-c', join(dir, 'nats.conf')], env);
  let log = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nats-server did not start within 10 s:\n${log}`)), 10_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /Listening for client connections on [^\s]*:(\d+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stderr!.on('data', onData);
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`nats-server exited (${code}) before listening:\n${log}`));
    });
  });
  child.stderr!.resume();
  child.stdout!.resume();
  const url = `nats://127.0.0.1:${port}`;
  const envOf = (user: string) => ({ NATS_URL: url, NATS_USER: user, NATS_PASSWORD: passwords[user] ?? '' });
  return {
    url,
    passwords,
    envOf,
    as: (user) => natsCredentials(envOf(user)),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** NATS_SERVER_BIN, else nats-server on PATH, else Debian's /usr/sbin/nats-server. */
async function spawnServer(args: string[], env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const candidates = process.env.NATS_SERVER_BIN ? [process.env.NATS_SERVER_BIN] : ['nats-server', '/usr/sbin/nats-server'];
  for (const bin of candidates) {
    const child = spawn(bin, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const started = await new Promise<boolean>((resolve) => {
      child.once('error', () => resolve(false));
      child.once('spawn', () => resolve(true));
    });
    if (started) return child;
  }
  throw new Error(`no nats-server to start (tried ${candidates.join(', ')}): install it (Debian: apt-get install nats-server) or set NATS_SERVER_BIN`);
}
