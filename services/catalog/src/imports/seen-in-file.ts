/**
 * Where each key (a product name, a supplier...) was first seen in the file, to
 * refuse a second row for the same thing. The one part of an import that grows
 * with the file: a key and a line number per row (about 50 bytes). A temporary
 * table would keep it flat but made the 100,000-row import a third slower.
 */
export class SeenInFile {
  private readonly lines = new Map<string, number>();

  /** For each row of a batch (in file order): the line where its key was first seen, or undefined. */
  firstLines(rows: readonly { key: string; line: number }[]): (number | undefined)[] {
    return rows.map(({ key, line }) => {
      const first = this.lines.get(key);
      if (first === undefined) this.lines.set(key, line);
      return first;
    });
  }
}
