import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { natsImage, postgresImage, postgresInitdbArgs, standIns } from '@local-seo/testing';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Compose = {
  services: Record<string, { image?: string; environment?: Record<string, string>; build?: { args?: Record<string, string> }; command?: string[]; volumes?: string[] }>;
  'x-build-args'?: Record<string, string>;
};
const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as Compose;
const testCompose = parse(readFileSync('infra/compose-test/docker-compose.test.yml', 'utf8')) as Compose;
const dockerfile = readFileSync('infra/docker/Dockerfile', 'utf8');

describe('one name for each base image', () => {
  it('the tests start the PostgreSQL and NATS images that compose runs, unless POSTGRES_IMAGE and NATS_IMAGE name stand-ins for both', () => {
    expect(compose.services.postgres?.image).toBe(`\${POSTGRES_IMAGE:-${postgresImage}}`);
    expect(compose.services.nats?.image).toBe(`\${NATS_IMAGE:-${natsImage}}`);
    expect(compose.services['public-entry']?.image).toMatch(/^\$\{HAPROXY_IMAGE:-haproxy:[^}]+\}$/);
  });

  it('base-images.sh never tags a stand-in it makes with an official name', () => {
    const script = readFileSync('infra/compose-test/base-images.sh', 'utf8');
    const made = [...script.matchAll(/^ensure \S+ (\S+) make_\w+ [A-Z_]+$/gm)].map(([, name]) => name!);
    expect(made).toHaveLength(4);
    for (const name of made) expect(name).toMatch(/^"?local-seo\/[a-z]+:[^"]*-standin"?$/);
    // The tests take the stand-ins of PostgreSQL and NATS by the names the script gives them.
    expect(made).toEqual(expect.arrayContaining([standIns.postgres, standIns.nats]));
  });

  it('every PostgreSQL compose and the tests start makes its cluster in UTF-8, whatever the image or host locale', () => {
    expect(compose.services.postgres?.environment?.POSTGRES_INITDB_ARGS).toBe(postgresInitdbArgs);
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

describe('the Places stand-in container', () => {
  it("mounts every file the stand-in imports, which import only Node's own modules beside them (it has no node_modules)", () => {
    const places = testCompose.services.places!;
    const sourceOf = new Map(places.volumes!.map((volume) => volume.split(':')).map(([source, target]) => [target!, source!]));
    const waiting = [places.command![1]!];
    const read = new Set<string>();
    while (waiting.length > 0) {
      const file = waiting.pop()!;
      if (read.has(file)) continue;
      read.add(file);
      const source = sourceOf.get(file);
      expect(source, `${file} is imported in the container, so it must be mounted`).toBeDefined();
      for (const [, specifier] of readFileSync(source!, 'utf8').matchAll(/^(?:import|export)\b[^;]*?\sfrom\s+'([^']+)'/gm)) {
        if (specifier!.startsWith('node:')) continue;
        expect(specifier!.startsWith('.'), `${source} imports ${specifier}, which the container does not have`).toBe(true);
        waiting.push(posix.resolve(posix.dirname(file), specifier!));
      }
    }
    expect(read.size).toBeGreaterThan(1);
  });
});
