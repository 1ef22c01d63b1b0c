// Lists the workspaces an image is built from: the run-time dependencies of
// one workspace among the monorepo's own (package.json "dependencies",
// transitively), each after the ones it depends on, and that workspace last.
// The Dockerfile builds them in this order and keeps their dependencies.
//
//   node infra/docker/image-workspaces.ts <workspace dir>   # e.g. web-admin
//
// Run from the repository root. Erasable TypeScript only (the image runs it
// with Node's type stripping; tsconfig.json beside it checks that).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

type Manifest = { name: string; workspaces?: string[]; dependencies?: Record<string, string> };
type ReadManifest = (dir: string) => Manifest;

const readManifest: ReadManifest = (dir) => JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as Manifest;

export function imageWorkspaces(target: string, read: ReadManifest = readManifest): string[] {
  const dirs = read('.').workspaces ?? [];
  if (!dirs.includes(target)) throw new Error(`${target} is not a workspace of the root package.json (${dirs.join(', ')})`);
  const dirOf = new Map(dirs.map((dir) => [read(dir).name, dir]));
  const ordered: string[] = [];
  const visit = (dir: string, path: string[]): void => {
    if (ordered.includes(dir)) return;
    if (path.includes(dir)) throw new Error(`workspace dependency cycle: ${[...path, dir].join(' -> ')}`);
    for (const name of Object.keys(read(dir).dependencies ?? {})) {
      const dependency = dirOf.get(name);
      if (dependency) visit(dependency, [...path, dir]);
    }
    ordered.push(dir);
  };
  visit(target, []);
  return ordered;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const target = process.argv[2];
  if (!target) throw new Error('usage: node infra/docker/image-workspaces.ts <workspace dir>');
  console.log(imageWorkspaces(target).join(' '));
}
