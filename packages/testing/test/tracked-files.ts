import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, as every test that reads its files sees it. */
export const root = posix.resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** What a clone has: the files git tracks. A source archive (or a machine without git) cannot say, so the test says so and stands aside. */
export function trackedFilesOrWhyNot(what: string): string[] | string {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).split('\0').filter(Boolean);
  } catch (err) {
    return `git cannot list the tracked files here (${(err as Error).message.split('\n')[0]}): ${what} checked in a git clone only`;
  }
}

/** Never read as text: lock files, generated code and binaries. */
export const notText: readonly RegExp[] = [/(^|\/)package-lock\.json$/, /\/generated\//, /routeTree\.gen\.ts$/, /\.(png|jpe?g|gif|ico|webp|woff2?|ttf|wasm|gz|br|zip)$/i];

/** Applied migrations: their checksums are recorded in every database, so they are never edited (docs/architecture.md, "Data"). */
export const appliedMigrations = /\/prisma\/migrations\//;

/** The tracked files not matching `skipped`, each as its lines; a file deleted in this working tree, or binary, is left out. */
export function readTextFiles(tracked: readonly string[], skipped: readonly RegExp[]): { file: string; lines: string[] }[] {
  return tracked
    .filter((file) => !skipped.some((pattern) => pattern.test(file)))
    .flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(posix.join(root, file), 'utf8');
      } catch {
        return []; // tracked but deleted in this working tree
      }
      return text.includes('\0') ? [] : [{ file, lines: text.split('\n') }];
    });
}

/** Each line of a file that matches one of `patterns`, as `file:line: text` (what a repository-wide check reports). */
export function linesMatching(file: string, lines: readonly string[], patterns: readonly RegExp[]): string[] {
  return lines.flatMap((text, index) => (patterns.some((pattern) => pattern.test(text)) ? [`${file}:${index + 1}: ${text.trim()}`] : []));
}
