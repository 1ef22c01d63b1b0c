// Which images a release builds: every service of docker-compose.yml that has a build, with the
// workspace and entry file its build arguments name (the one recipe, infra/docker/Dockerfile).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export interface ReleaseImage {
  /** Its short name: local-seo/<name> locally, <registry>/local-seo/<name> when released. */
  name: string;
  /** The workspace the image is built from (WORKSPACE_DIR), e.g. services/cities. */
  workspace: string;
  /** Its build arguments as compose gives them (WORKSPACE_DIR, MAIN...). */
  args: Record<string, string>;
}

interface ComposeService {
  image?: string;
  build?: { args?: Record<string, unknown> };
}

const localName = /^local-seo\/([a-z0-9-]+)(?::.*)?$/;

/** The images docker-compose.yml builds, each once, in the file's order. */
export function releaseImages(composeText: string): ReleaseImage[] {
  const compose = parse(composeText, { merge: true }) as { services?: Record<string, ComposeService> };
  const images = new Map<string, ReleaseImage>();
  for (const [service, definition] of Object.entries(compose.services ?? {})) {
    if (!definition.build) continue;
    const name = localName.exec(definition.image ?? '')?.[1];
    if (!name) throw new Error(`docker-compose.yml: ${service} is built but its image is not named local-seo/<name> (${definition.image ?? 'none'})`);
    const args = Object.fromEntries(Object.entries(definition.build.args ?? {}).map(([key, value]) => [key, String(value)]));
    const workspace = args.WORKSPACE_DIR;
    if (!workspace) throw new Error(`docker-compose.yml: ${service}'s build names no WORKSPACE_DIR`);
    // Compose interpolates the rest (NODE_IMAGE, NPM_CA_CERTS); the release passes its own.
    const own = Object.fromEntries(Object.entries(args).filter(([, value]) => !value.includes('${')));
    if (!images.has(name)) images.set(name, { name, workspace, args: own });
  }
  if (images.size === 0) throw new Error('docker-compose.yml builds no image');
  return [...images.values()];
}

export const readReleaseImages = (composeFile: string) => releaseImages(readFileSync(composeFile, 'utf8'));
