import { existsSync } from 'node:fs';
import { request } from 'node:http';

// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- loaded lazily, only where Docker answers
type Testcontainers = typeof import('testcontainers');

/** True when a Docker engine answers on its socket (then testcontainers can start servers). */
export async function dockerEngineAnswers(): Promise<boolean> {
  const socketPath = process.env.DOCKER_HOST?.startsWith('unix://')
    ? process.env.DOCKER_HOST.slice('unix://'.length)
    : '/var/run/docker.sock';
  if (!existsSync(socketPath)) return false;
  return new Promise((resolve) => {
    const req = request({ socketPath, path: '/_ping', timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => {
      req.destroy();
      resolve(false);
    });
    req.end();
  });
}

/**
 * testcontainers is loaded only where a Docker engine answers: recent versions do
 * not load on Node 20, and there is nothing for them to do without an engine.
 */
export async function loadTestcontainers(): Promise<Testcontainers | undefined> {
  try {
    return await import('testcontainers');
  } catch {
    return undefined;
  }
}
