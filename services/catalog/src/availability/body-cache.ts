/**
 * The serialized lists of the cities asked for most, by content hash, so a
 * request reads a few bytes of state from the database instead of a list of
 * thousands of products; least recently used first out past `maxBytes`.
 */
export class ListingBodyCache {
  private readonly entries = new Map<number, { hash: string; body: Buffer }>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 2 ** 20) {}

  get(cityId: number, hash: string): Buffer | undefined {
    const entry = this.entries.get(cityId);
    if (!entry || entry.hash !== hash) return undefined;
    this.entries.delete(cityId); // most recently used goes last
    this.entries.set(cityId, entry);
    return entry.body;
  }

  set(cityId: number, hash: string, body: Buffer): void {
    this.delete(cityId);
    if (body.length > this.maxBytes) return;
    this.entries.set(cityId, { hash, body });
    this.bytes += body.length;
    for (const [id, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(id);
      this.bytes -= entry.body.length;
    }
  }

  private delete(cityId: number): void {
    const entry = this.entries.get(cityId);
    if (!entry) return;
    this.entries.delete(cityId);
    this.bytes -= entry.body.length;
  }
}
