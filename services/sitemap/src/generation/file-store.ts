import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The generated files on disk, one directory per generation under the root:
 * a generation is written into `g<id>.tmp` and renamed to `g<id>` when
 * complete, so a file being served is never a half-written one.
 */
export class SitemapFileStore {
  constructor(readonly root: string) {}

  dirOf(generationId: number): string {
    return join(this.root, `g${generationId}`);
  }

  async prepare(generationId: number): Promise<string> {
    const dir = `${this.dirOf(generationId)}.tmp`;
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    return dir;
  }

  async commit(generationId: number): Promise<string> {
    const dir = this.dirOf(generationId);
    await rm(dir, { recursive: true, force: true });
    await rename(`${dir}.tmp`, dir);
    return dir;
  }

  async discard(generationId: number): Promise<void> {
    await rm(`${this.dirOf(generationId)}.tmp`, { recursive: true, force: true });
  }

  /** Whether every named file of a generation is on this disk. */
  async has(generationId: number, names: readonly string[]): Promise<boolean> {
    const dir = this.dirOf(generationId);
    const present = await Promise.all(names.map((name) => stat(join(dir, name)).then((s) => s.isFile(), () => false)));
    return present.every(Boolean);
  }

  /** Removes every generation but the one being served (and any being written). */
  async prune(keepGenerationId: number): Promise<void> {
    const entries = await readdir(this.root).catch(() => [] as string[]);
    await Promise.all(
      entries
        .filter((name) => /^g\d+$/.test(name) && name !== `g${keepGenerationId}`)
        .map((name) => rm(join(this.root, name), { recursive: true, force: true })),
    );
  }
}
