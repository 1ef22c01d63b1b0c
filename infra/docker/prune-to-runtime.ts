// Keeps in node_modules only what the image's workspaces need at run time:
// their dependencies, optional ones and required peers, transitively, as the
// lockfile resolves them. `npm ci --omit=dev --workspace=...` alone keeps more:
// other workspaces that are only dev dependencies of these (and everything
// they depend on), and dev tools that are also an optional peer of a runtime
// package (the Prisma CLI, via @prisma/client).
//
//   node infra/docker/prune-to-runtime.ts <workspace dir>...   # image-workspaces.ts's list
//
// Run from the directory holding package-lock.json and node_modules (the
// image's /app), after `npm ci --omit=dev`. The Dockerfile runs it with Node's
// built-in type stripping, so it uses erasable TypeScript only (type
// annotations; no enums, namespaces or parameter properties): tsconfig.json
// beside it checks that.
import { existsSync, readFileSync, readdirSync, rmSync, rmdirSync } from 'node:fs';

/** One entry of package-lock.json's `packages` (lockfileVersion 2 and 3). */
type LockedPackage = {
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};

const roots: string[] = process.argv.slice(2);
if (roots.length === 0) throw new Error('usage: node infra/docker/prune-to-runtime.ts <workspace dir>...');
const { packages } = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

const parent = (path: string): string => {
  const i = path.lastIndexOf('/node_modules/');
  return i >= 0 ? path.slice(0, i) : '';
};
/** Where Node would find `name` when required from `from`, as the lockfile lays it out. */
const locate = (from: string, name: string): string | undefined => {
  for (let base = from; ; base = parent(base)) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
  }
};

const keep = new Set<string>();
const visit = (path: string): void => {
  if (keep.has(path)) return;
  keep.add(path);
  const meta = packages[path];
  if (!meta) throw new Error(`${path} is not in package-lock.json`);
  if (meta.link) {
    if (!meta.resolved || !roots.includes(meta.resolved)) {
      throw new Error(`${path} (${meta.resolved}) is needed at run time, but image-workspaces.ts did not list it: is it in "dependencies"?`);
    }
    return visit(meta.resolved);
  }
  const optionalPeer = (name: string): boolean => meta.peerDependenciesMeta?.[name]?.optional === true;
  const names = { ...meta.dependencies, ...meta.optionalDependencies, ...meta.peerDependencies };
  for (const name of Object.keys(names)) {
    if (optionalPeer(name) && !(name in (meta.dependencies ?? {}))) continue;
    const target = locate(path, name);
    if (target) visit(target);
    else if (!(name in (meta.optionalDependencies ?? {}))) {
      throw new Error(`${path} needs ${name}, which the lockfile does not have`);
    }
  }
};
roots.forEach(visit);
// The node_modules/<name> links to the kept workspaces stay, so they resolve by name.
for (const [path, meta] of Object.entries(packages)) {
  if (meta.link && meta.resolved && roots.includes(meta.resolved)) keep.add(path);
}

let removed = 0;
for (const path of Object.keys(packages)) {
  if (!path.includes('node_modules/') || keep.has(path) || !existsSync(path)) continue;
  rmSync(path, { recursive: true, force: true });
  removed++;
}
for (const scope of readdirSync('node_modules').filter((name) => name.startsWith('@'))) {
  if (readdirSync(`node_modules/${scope}`).length === 0) rmdirSync(`node_modules/${scope}`);
}
console.log(`runtime dependencies: kept ${keep.size - roots.length}, removed ${removed}`);
