import { readFileSync } from 'node:fs';
import { natsImage, postgresImage } from '@local-seo/testing';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Compose = { services: Record<string, { image?: string; build?: { args?: Record<string, string> } }>; 'x-build-args'?: Record<string, string> };
const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as Compose;
const testCompose = parse(readFileSync('infra/compose-test/docker-compose.test.yml', 'utf8')) as Compose;
const dockerfile = readFileSync('infra/docker/Dockerfile', 'utf8');

describe('one name for each base image', () => {
  it('the tests start the PostgreSQL and NATS images that compose runs (base-images.sh makes them under those names)', () => {
    expect(compose.services.postgres?.image).toBe(postgresImage);
    expect(compose.services.nats?.image).toBe(natsImage);
  });

  it("compose builds on the Dockerfile's default Node image unless NODE_IMAGE says otherwise, and the Places stand-in runs on it", () => {
    const nodeImage = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile)?.[1];
    expect(nodeImage).toBe('node:24-bookworm-slim');
    expect(compose['x-build-args']?.NODE_IMAGE).toBe(`\${NODE_IMAGE:-${nodeImage}}`);
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.build) expect(service.build.args?.NODE_IMAGE, name).toBe(`\${NODE_IMAGE:-${nodeImage}}`);
    }
    expect(testCompose.services.places?.image).toBe(`\${NODE_IMAGE:-${nodeImage}}`);
  });
});
