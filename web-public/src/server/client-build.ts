import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { rootRouteId } from '@tanstack/react-router';
import type { createRequestHandler } from '@tanstack/react-router/ssr/server';

/** The router's manifest of a server render (what its request handler's getRouterManifest answers). */
export type ServerManifest = Awaited<ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>>;

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ViteManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface ClientBuild {
  /** The built client files; `/assets/*` is served from its `assets` folder. */
  directory: string;
  /** What the router puts in each page: the entry script, its preloads and its (inlined) CSS. */
  manifest: ServerManifest;
}

/**
 * The client build beside this module: web-public/dist/client, whether this
 * runs from src/server (tests) or dist/server (production).
 */
function clientBuildDirectory(): string {
  const candidates = ['../client/', '../../dist/client/'].map((path) => fileURLToPath(new URL(path, import.meta.url)));
  const found = candidates.find((directory) => existsSync(`${directory}.vite/manifest.json`));
  if (!found) throw new Error(`The public site's client build is missing (looked in ${candidates.join(', ')}): run npm run build -w web-public`);
  return found;
}

/**
 * Reads Vite's manifest into the router's: the entry is a module script at the
 * end of the body, its static imports are module preloads, and its CSS is
 * inlined so the first paint waits for no stylesheet request.
 */
export async function loadClientBuild(directory = clientBuildDirectory()): Promise<ClientBuild> {
  const vite = JSON.parse(await readFile(`${directory}.vite/manifest.json`, 'utf8')) as Record<string, ViteManifestEntry>;
  const entry = Object.values(vite).find((item) => item.isEntry);
  if (!entry) throw new Error('The client build has no entry');

  const staticImports = new Set<string>();
  const visit = (key: string) => {
    const item = vite[key];
    if (!item || staticImports.has(item.file)) return;
    staticImports.add(item.file);
    item.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);

  const byFile = new Map(Object.values(vite).map((item) => [item.file, item]));
  const cssFiles = new Set([entry, ...[...staticImports].map((file) => byFile.get(file))].flatMap((item) => item?.css ?? []));
  const styles: Record<string, string> = {};
  for (const file of cssFiles) styles[`/${file}`] = await readFile(`${directory}${file}`, 'utf8');

  return {
    directory,
    manifest: {
      inlineCss: { styles },
      routes: {
        [rootRouteId]: {
          css: Object.keys(styles),
          preloads: [...staticImports].map((file) => `/${file}`),
          scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
        },
      },
    },
  };
}
