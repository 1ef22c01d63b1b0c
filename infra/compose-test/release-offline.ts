// The release command of docs/operations.md ("Releasing"), run offline as the compose test's
// step after the images are built: every image built again from the cache with its OCI
// labels, tagged for a registry that does not answer (the push skipped, with its line), an
// SBOM per image, and a copy of the production overlay pointed at the tag.
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { freePort } from '../../packages/testing/src/free-port.ts'; // by file: only erasable syntax is checked here
import { check, docker, note, root, run, toolEnv } from './harness.ts';

interface ReleaseRecord {
  pushed: boolean;
  IMAGE_REVISION: string;
  images: Array<{ name: string; newName: string; newTag: string; digest: string | null; sbom: string; labels: Record<string, string> }>;
}

export async function releaseOffline(nodeImage: string): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'local-seo-release-'));
  const tag = `ci-${Date.now()}`;
  const registry = `127.0.0.1:${await freePort()}`; // nothing listens there
  try {
    copyFileSync(join(root, 'k8s/overlays/prod/kustomization.yaml'), join(work, 'kustomization.yaml'));
    const { stdout } = await run('npx', ['--no-install', 'tsx', 'infra/release/release.ts', '--registry', registry, '--tag', tag, '--overlay', work, '--out', join(work, 'out')], {
      env: { ...toolEnv, NODE_IMAGE: nodeImage },
      timeoutMs: 1_200_000,
    });
    check(stdout.includes(`push skipped: registry ${registry} does not answer`), `the release did not say it skipped the push:\n${stdout}`);
    const record = JSON.parse(readFileSync(join(work, 'out', 'images.json'), 'utf8')) as ReleaseRecord;
    const head = (await run('git', ['rev-parse', 'HEAD'], { env: process.env })).stdout.trim();
    check(!record.pushed && record.IMAGE_REVISION.startsWith(head), `images.json: pushed ${record.pushed}, revision ${record.IMAGE_REVISION} (HEAD is ${head})`);
    const overlay = parse(readFileSync(join(work, 'kustomization.yaml'), 'utf8')) as { images: Array<{ name: string; newName: string; newTag: string; digest?: string }> };
    for (const image of record.images) {
      check(image.labels['org.opencontainers.image.version'] === tag && image.labels['org.opencontainers.image.revision'] === record.IMAGE_REVISION, `${image.name}: labels ${JSON.stringify(image.labels)}`);
      const sbom = JSON.parse(readFileSync(resolve(root, image.sbom), 'utf8')) as { bomFormat?: string; components?: unknown[] };
      check(sbom.bomFormat === 'CycloneDX' && (sbom.components?.length ?? 0) > 0, `${image.name}: its SBOM is not a CycloneDX list of components`);
      const entry = overlay.images.find((candidate) => candidate.name === image.name);
      check(entry && entry.newName === `${registry}/${image.name}` && entry.newTag === tag && !entry.digest, `the overlay names ${image.name} as ${JSON.stringify(entry)}`);
      const tagged = await docker('image', 'inspect', '--format', '{{.Id}}', `${registry}/${image.name}:${tag}`);
      check(tagged.stdout.trim().startsWith('sha256:'), `${registry}/${image.name}:${tag} is not tagged`);
    }
    note(`${record.images.length} images built with their labels, tagged ${registry}/local-seo/*:${tag}, an SBOM each; the push skipped; the overlay names the tag`);
    // The images made only for this step go again (the layers stay: they are the stack's).
    await docker('image', 'rm', ...record.images.flatMap((image) => [`${registry}/${image.name}:${tag}`, `${image.name}:${tag}`]));
  } finally {
    if (existsSync(work)) rmSync(work, { recursive: true, force: true });
  }
}
