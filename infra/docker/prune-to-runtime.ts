// Copies into a fresh folder only what an image's workspaces need at run time
// from node_modules: their dependencies, optional ones and required peers,
// transitively, as the lockfile resolves them, without the files no program
// reads (type declarations, source maps, TypeScript sources, markdown). The
// manifests of those workspaces come along; their compiled code is the
// Dockerfile's to add. `npm ci --omit=dev --workspace=...` alone would keep
// more: other workspaces that are only dev dependencies of these (and
// everything they depend on), and dev tools that are also an optional peer of
// a runtime package (the Prisma CLI, via @prisma/client).
//
//   node infra/docker/prune-to-runtime.ts --into <dir> <workspace dir>...   # image-workspaces.ts's list
//
// Run from the directory holding package-lock.json and node_modules (the
// build's /app, after a full `npm ci`, which every image shares). Copying the
// few packages kept is faster than deleting the many others, and leaves no
// deleted files in a layer. Prisma's query compilers that the workspaces'
// compiled code (dist/) does not import are left out too: run it after the build. The Dockerfile runs it with Node's built-in type
// stripping, so it uses erasable TypeScript only (type annotations; no enums,
// namespaces or parameter properties): tsconfig.json beside it checks that.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** One entry of package-lock.json's `packages` (lockfileVersion 2 and 3). */
export type LockedPackage = {
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};
export type Lockfile = { packages: Record<string, LockedPackage> };

const parent = (path: string): string => {
  const i = path.lastIndexOf('/node_modules/');
  return i >= 0 ? path.slice(0, i) : '';
};

/**
 * The lockfile paths the workspaces `roots` reach at run time: node_modules
 * entries (real packages and the links to kept workspaces) and the roots.
 */
export function runtimePackages(lock: Lockfile, roots: string[]): Set<string> {
  const { packages } = lock;
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
  return keep;
}

/** Files no program reads at run time (licences and everything else stay). */
const devFile = /\.(d\.[cm]?ts|[cm]?ts|tsx|map|md|markdown)$/i;

/**
 * Prisma's client ships a WebAssembly query compiler per database and build
 * (ten of them, 60 MB); a generated client imports the one it uses, by name
 * (e.g. query_compiler_fast_bg.postgresql.mjs and its .wasm-base64.mjs).
 * Returns the ones the compiled code under `dirs` names.
 */
export function usedQueryCompilers(dirs: string[]): Set<string> {
  const used = new Set<string>();
  const pattern = /@prisma\/client\/runtime\/(query_compiler_[\w.-]+)["']/g;
  const scan = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) scan(path);
      else if (/\.[cm]?js$/.test(entry.name)) for (const match of readFileSync(path, 'utf8').matchAll(pattern)) used.add(match[1]!);
    }
  };
  dirs.forEach(scan);
  return used;
}
const queryCompiler = /\/@prisma\/client\/runtime\/(query_compiler_[^/]+)$/;

/**
 * Copies the kept packages from `from` into `into`: each package's own files
 * (its nested node_modules holds other packages, copied only when kept), the
 * workspace links as links, the root manifest and the roots' package.json.
 * Returns how many packages (links aside) were copied and left out.
 */
export function copyRuntime(lock: Lockfile, roots: string[], from: string, into: string): { kept: number; left: number } {
  const keep = runtimePackages(lock, roots);
  const compilers = usedQueryCompilers(roots.map((root) => join(from, root, 'dist')));
  const wanted = (file: string): boolean => {
    if (devFile.test(file)) return false;
    const compiler = queryCompiler.exec(file)?.[1];
    return !compiler || compilers.has(compiler);
  };
  let kept = 0;
  let left = 0;
  mkdirSync(into, { recursive: true });
  cpSync(join(from, 'package.json'), join(into, 'package.json'));
  for (const root of roots) cpSync(join(from, root, 'package.json'), join(into, root, 'package.json'));
  for (const [path, meta] of Object.entries(lock.packages)) {
    if (!path.includes('node_modules/')) continue;
    if (!keep.has(path)) {
      left++;
      continue;
    }
    const source = join(from, path);
    if (!existsSync(source)) continue; // an optional dependency for another platform
    const target = join(into, path);
    mkdirSync(dirname(target), { recursive: true });
    if (meta.link) {
      symlinkSync(readlinkSync(source), target);
    } else {
      const nested = `${source}/node_modules`;
      cpSync(source, target, {
        recursive: true,
        verbatimSymlinks: true,
        filter: (file) => file !== nested && wanted(file),
      });
      kept++;
    }
  }
  return { kept, left };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [flag, into, ...roots] = process.argv.slice(2);
  if (flag !== '--into' || !into || roots.length === 0) {
    throw new Error('usage: node infra/docker/prune-to-runtime.ts --into <dir> <workspace dir>...');
  }
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lockfile;
  const { kept, left } = copyRuntime(lock, roots, '.', into);
  console.log(`runtime dependencies of ${roots.at(-1)}: kept ${kept}, left out ${left}`);
}
