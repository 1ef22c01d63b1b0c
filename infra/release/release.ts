// `npm run release -- --registry <registry> --tag <tag>`: builds every image of docker-compose.yml
// with its OCI labels, tags it for the registry, writes an SBOM per image (CycloneDX, from
// `npm sbom`), pushes when the registry answers (a clear line says the push was skipped when
// it does not), and points the production overlay at what was released: the digests of a
// push, else the tag. What it did is written to release/<tag>/images.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { docker, dockerClient, extraCaCertificates, root, run } from '../compose-test/harness.ts';
import { readReleaseImages, type ReleaseImage } from './images.ts';
import { pointOverlayAt, type ReleasedImage } from './overlay.ts';
import { digestFor, probeRegistry } from './registry.ts';

const usage = 'usage: npm run release -- --registry <host[:port][/path]> --tag <tag> [--overlay k8s/overlays/prod] [--out release/<tag>] [--source <repository URL>]';

interface ReleaseOptions {
  registry: string;
  tag: string;
  overlay: string;
  out: string;
  source: string;
}

/** A tag as Docker accepts one; a registry as a host with an optional port and path. */
const tagPattern = /^[\w][\w.-]{0,127}$/;
const registryPattern = /^[a-z0-9.-]+(:\d+)?(\/[a-z0-9._-]+)*$/i;

async function readOptions(argv: string[]): Promise<ReleaseOptions> {
  const { values } = parseArgs({ args: argv, options: { registry: { type: 'string' }, tag: { type: 'string' }, overlay: { type: 'string' }, out: { type: 'string' }, source: { type: 'string' } } });
  const { registry, tag } = values;
  if (!registry || !registryPattern.test(registry)) throw new Error(`--registry is missing or not a registry host (such as registry.example.com or 127.0.0.1:5000)\n${usage}`);
  if (!tag || !tagPattern.test(tag)) throw new Error(`--tag is missing or not a Docker tag (letters, digits, "_", "." and "-", at most 128)\n${usage}`);
  const origin = await run('git', ['config', '--get', 'remote.origin.url'], { env: process.env }).then(({ stdout }) => stdout.trim(), () => '');
  return {
    registry: registry.replace(/\/$/, ''),
    tag,
    overlay: values.overlay ?? 'k8s/overlays/prod',
    out: values.out ?? join('release', tag),
    source: values.source ?? (origin || 'unknown'),
  };
}

/** The commit released; "-dirty" when the work tree holds changes the commit does not. */
async function revision(): Promise<string> {
  const head = (await run('git', ['rev-parse', 'HEAD'], { env: process.env })).stdout.trim();
  const changes = (await run('git', ['status', '--porcelain', '--untracked-files=no'], { env: process.env })).stdout.trim();
  return changes ? `${head}-dirty` : head;
}

async function build(image: ReleaseImage, reference: string, options: ReleaseOptions, labels: Record<string, string>, caCerts: string): Promise<void> {
  const args = { ...image.args, ...labels, NPM_CA_CERTS: caCerts, ...(process.env.NODE_IMAGE ? { NODE_IMAGE: process.env.NODE_IMAGE } : {}) };
  const buildArgs = Object.entries(args).flatMap(([key, value]) => ['--build-arg', `${key}=${value}`]);
  await run(dockerClient, ['build', '-q', '-f', 'infra/docker/Dockerfile', ...buildArgs, '-t', `local-seo/${image.name}:${options.tag}`, '-t', reference, '.'], { timeoutMs: 1_500_000 });
}

async function sbom(image: ReleaseImage, out: string): Promise<string> {
  const { stdout } = await run('npm', ['sbom', '--sbom-format', 'cyclonedx', '--omit', 'dev', '--workspace', image.workspace], { env: process.env });
  const file = join(out, 'sbom', `${image.name}.cdx.json`);
  writeFileSync(resolve(root, file), stdout);
  return file;
}

async function main(): Promise<void> {
  const options = await readOptions(process.argv.slice(2));
  const images = readReleaseImages(join(root, 'docker-compose.yml'));
  mkdirSync(resolve(root, options.out, 'sbom'), { recursive: true });
  const labels = { IMAGE_VERSION: options.tag, IMAGE_REVISION: await revision(), IMAGE_SOURCE: options.source };
  const registry = await probeRegistry(options.registry);
  console.log(registry.answers ? `registry ${options.registry} answers (${registry.url}): the images are pushed` : `push skipped: registry ${options.registry} does not answer (${registry.why}); the images are built, tagged and described, and the overlay names the tag`);
  const caCerts = await extraCaCertificates();
  const released: Array<ReleasedImage & { workspace: string; imageId: string; sbom: string; labels: Record<string, string> }> = [];
  for (const image of images) {
    const reference = `${options.registry}/local-seo/${image.name}:${options.tag}`;
    await build(image, reference, options, labels, caCerts);
    const sbomFile = await sbom(image, options.out);
    if (registry.answers) await docker('push', '-q', reference);
    const inspected = JSON.parse((await docker('image', 'inspect', reference)).stdout) as Array<{ Id: string; RepoDigests: string[] | null; Config: { Labels: Record<string, string> | null } }>;
    const digest = registry.answers ? digestFor(reference, inspected[0]!.RepoDigests ?? []) : null;
    if (registry.answers && !digest) throw new Error(`${reference} was pushed but docker recorded no digest for it`);
    released.push({ name: `local-seo/${image.name}`, newName: `${options.registry}/local-seo/${image.name}`, newTag: options.tag, digest, workspace: image.workspace, imageId: inspected[0]!.Id, sbom: sbomFile, labels: inspected[0]!.Config.Labels ?? {} });
    console.log(`${reference}${digest ? `@${digest}` : ''}  (${image.workspace}; SBOM ${sbomFile})`);
  }
  const overlayFile = resolve(root, options.overlay, 'kustomization.yaml');
  writeFileSync(overlayFile, pointOverlayAt(readFileSync(overlayFile, 'utf8'), released));
  writeFileSync(resolve(root, options.out, 'images.json'), `${JSON.stringify({ registry: options.registry, tag: options.tag, pushed: registry.answers, ...labels, images: released }, null, 2)}\n`);
  console.log(`${relative(root, overlayFile)} now names ${released.length} images at ${registry.answers ? 'their digests' : `the tag ${options.tag}`}; ${join(options.out, 'images.json')} lists them`);
}

main().catch((err: unknown) => {
  console.error(`release failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
