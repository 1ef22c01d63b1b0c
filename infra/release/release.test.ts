import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readReleaseImages } from './images.ts';
import { pointOverlayAt } from './overlay.ts';
import { digestFor, probeRegistry } from './registry.ts';

const root = join(import.meta.dirname, '../..');
const prodOverlay = readFileSync(join(root, 'k8s/overlays/prod/kustomization.yaml'), 'utf8');
const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;

describe('the images a release builds', () => {
  const images = readReleaseImages(join(root, 'docker-compose.yml'));

  it('are every image docker-compose.yml builds, each from a workspace, each named once', () => {
    expect(images.map((image) => image.name)).toEqual(expect.arrayContaining(['cities', 'catalog', 'contractors', 'weather', 'seo', 'sitemap', 'audit', 'gateway', 'web-public', 'web-admin', 'nats-setup']));
    expect(new Set(images.map((image) => image.name)).size).toBe(images.length);
    for (const image of images) expect(workspaces).toContain(image.workspace);
  });

  it('are the images the production overlay names, so a release leaves none behind', () => {
    const named = (parse(prodOverlay) as { images: Array<{ name: string }> }).images.map((entry) => entry.name);
    expect(named.filter((name) => name.startsWith('local-seo/')).sort()).toEqual(images.map((image) => `local-seo/${image.name}`).sort());
  });
});

describe('the production overlay pointed at a release', () => {
  const release = (digest: string | null) => [
    { name: 'local-seo/cities', newName: 'registry.test:5000/local-seo/cities', newTag: '1.4.0', digest },
    { name: 'local-seo/reporting', newName: 'registry.test:5000/local-seo/reporting', newTag: '1.4.0', digest: null },
  ];
  const imagesOf = (text: string) => (parse(text) as { images: Array<Record<string, string>> }).images;

  it('names the pushed digest (which wins over the tag) and keeps the overlay\'s comments and other images', () => {
    const pointed = pointOverlayAt(prodOverlay, release('sha256:' + 'a'.repeat(64)));
    const cities = imagesOf(pointed).find((image) => image.name === 'local-seo/cities');
    expect(cities).toEqual({ name: 'local-seo/cities', newName: 'registry.test:5000/local-seo/cities', newTag: '1.4.0', digest: 'sha256:' + 'a'.repeat(64) });
    expect(imagesOf(pointed).find((image) => image.name === 'local-seo/reporting')).toEqual({ name: 'local-seo/reporting', newName: 'registry.test:5000/local-seo/reporting', newTag: '1.4.0' });
    expect(imagesOf(pointed).find((image) => image.name === 'local-seo/gateway')).toEqual(imagesOf(prodOverlay).find((image) => image.name === 'local-seo/gateway'));
    expect(pointed).toContain('# Production. Secrets are not generated here');
  });

  it('drops an earlier digest when the new release was not pushed, so the tag is what runs', () => {
    const pushed = pointOverlayAt(prodOverlay, release('sha256:' + 'b'.repeat(64)));
    const tagged = imagesOf(pointOverlayAt(pushed, release(null))).find((image) => image.name === 'local-seo/cities');
    expect(tagged).toEqual({ name: 'local-seo/cities', newName: 'registry.test:5000/local-seo/cities', newTag: '1.4.0' });
  });
});

describe('the registry', () => {
  it('answers when its /v2/ endpoint does, asking for credentials or not; a closed port is a clear no', async () => {
    const server = createServer((request, response) => {
      response.writeHead(request.url === '/v2/' ? 401 : 404, { 'docker-distribution-api-version': 'registry/2.0' }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    expect(await probeRegistry(`127.0.0.1:${port}`)).toEqual({ answers: true, url: `http://127.0.0.1:${port}/v2/` });
    await new Promise((resolve) => server.close(resolve));
    const closed = await probeRegistry(`127.0.0.1:${port}`, 1000);
    expect(closed.answers).toBe(false);
    expect(closed.answers === false && closed.why).toContain('ECONNREFUSED');
  });

  it('finds the digest docker recorded for the pushed repository, not another one', () => {
    const digests = ['other.test/local-seo/cities@sha256:' + '1'.repeat(64), 'registry.test:5000/local-seo/cities@sha256:' + '2'.repeat(64)];
    expect(digestFor('registry.test:5000/local-seo/cities:1.4.0', digests)).toBe('sha256:' + '2'.repeat(64));
    expect(digestFor('registry.test:5000/local-seo/catalog:1.4.0', digests)).toBeNull();
  });
});

describe('npm run release', () => {
  const release = (...args: string[]) =>
    promisify(execFile)(join(root, 'node_modules/.bin/tsx'), [join(root, 'infra/release/release.ts'), ...args], { cwd: root }).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => ({ code: err.code, stderr: err.stderr }),
    );

  it('refuses a missing registry or a tag Docker would refuse, saying what it needs, before building anything', async () => {
    expect(await release('--tag', '1.4.0')).toEqual({ code: 1, stderr: expect.stringContaining('--registry is missing or not a registry host') });
    expect(await release('--registry', 'registry.test:5000', '--tag', '1.4.0 final')).toEqual({ code: 1, stderr: expect.stringContaining('--tag is missing or not a Docker tag') });
  });
});
