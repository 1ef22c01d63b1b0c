/**
 * Near-duplicate pages by MinHash and LSH banding (docs/decisions.md, decision 17): each page's
 * text becomes the set of its word 5-grams (shingles), summarised by a MinHash signature whose
 * share of equal positions estimates the Jaccard similarity of two pages' sets. Pages are
 * compared only when LSH banding makes them candidates (equal in every row of at least one
 * band), so a run costs about the number of pages, not of pairs. All of it is deterministic:
 * the same texts give the same signatures and the same answer on every replica.
 */

/** Words per shingle. */
export const shingleWords = 5;
/** Hashes per signature. */
export const signatureLength = 128;
/** Rows per LSH band: 21 bands of 6 rows use 126 of the 128 hashes (the estimate uses all 128). */
export const rowsPerBand = 6;
export const bandCount = Math.floor(signatureLength / rowsPerBand);

/** FNV-1a, 32 bits, over a string's UTF-16 code units. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** MurmurHash3's 32-bit finaliser: a bijection that mixes every input bit into every output bit. */
function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The seeds of the hash family: fixed, so signatures never depend on the run or the replica. */
const seeds = Uint32Array.from({ length: signatureLength }, (_, i) => mix32(Math.imul(i + 1, 0x9e3779b9)));

/** The distinct word 5-grams of a text's words, each hashed to 32 bits; none under five words. */
export function shingleHashes(words: readonly string[]): Uint32Array {
  const hashes = new Set<number>();
  for (let i = 0; i + shingleWords <= words.length; i++) hashes.add(fnv1a(words.slice(i, i + shingleWords).join(' ')));
  return Uint32Array.from(hashes);
}

/** The MinHash signature of a set of shingle hashes: per hash function, the least value over the set. */
export function minHashSignature(shingles: Uint32Array): Uint32Array {
  const signature = new Uint32Array(signatureLength).fill(0xffffffff);
  for (const shingle of shingles) {
    for (let i = 0; i < signatureLength; i++) {
      const value = mix32(shingle ^ seeds[i]!);
      if (value < signature[i]!) signature[i] = value;
    }
  }
  return signature;
}

/** The estimated Jaccard similarity of two pages: the share of positions where their signatures agree. */
export function estimatedSimilarity(a: Uint32Array, b: Uint32Array): number {
  let equal = 0;
  for (let i = 0; i < signatureLength; i++) if (a[i] === b[i]) equal += 1;
  return equal / signatureLength;
}

/** The exact Jaccard similarity of two shingle sets (for tests and the benchmark's checks). */
export function jaccard(a: Uint32Array, b: Uint32Array): number {
  const left = new Set(a);
  const shared = b.reduce((count, value) => count + (left.has(value) ? 1 : 0), 0);
  const union = left.size + new Set(b).size - shared;
  return union === 0 ? 0 : shared / union;
}

/** The key of one band of a signature: its rows, as text. */
function bandKey(signature: Uint32Array, band: number): string {
  return signature.subarray(band * rowsPerBand, (band + 1) * rowsPerBand).join(',');
}

export interface PageSignature {
  path: string;
  /** Null for a page with fewer than five words: nothing to compare. */
  signature: Uint32Array | null;
}

export interface ClosestPage {
  path: string;
  /** The most similar other page among the LSH candidates; null when no page was a candidate. */
  closestPath: string | null;
  /** The estimated similarity (0 to 1) with the closest page; null with no closest page. */
  similarity: number | null;
}

/**
 * For each page, its most similar other page and their estimated similarity. Candidates
 * are the pages sharing an LSH band with it; with 21 bands of 6 rows, two pages 80% similar
 * are candidates with probability 0.998, 60% similar 0.63, 30% similar 0.015. A page whose
 * text no other page comes near has no closest page. Ties go to the path first in order.
 */
export function closestPages(pages: readonly PageSignature[]): ClosestPage[] {
  const best = pages.map((page) => ({ path: page.path, closestPath: null as string | null, similarity: null as number | null }));
  const compared = new Set<number>();
  for (let band = 0; band < bandCount; band++) {
    const buckets = new Map<string, number[]>();
    pages.forEach((page, index) => {
      if (!page.signature) return;
      const key = bandKey(page.signature, band);
      const bucket = buckets.get(key);
      if (bucket) bucket.push(index);
      else buckets.set(key, [index]);
    });
    for (const bucket of buckets.values()) {
      for (let i = 0; i < bucket.length; i++) {
        for (let j = i + 1; j < bucket.length; j++) {
          const [a, b] = [bucket[i]!, bucket[j]!];
          const pair = a * pages.length + b;
          if (compared.has(pair)) continue;
          compared.add(pair);
          const similarity = estimatedSimilarity(pages[a]!.signature!, pages[b]!.signature!);
          offer(best[a]!, pages[b]!.path, similarity);
          offer(best[b]!, pages[a]!.path, similarity);
        }
      }
    }
  }
  return best;
}

function offer(current: ClosestPage, path: string, similarity: number): void {
  const better =
    current.similarity === null || similarity > current.similarity || (similarity === current.similarity && path.localeCompare(current.closestPath!) < 0);
  if (better) {
    current.closestPath = path;
    current.similarity = similarity;
  }
}

/** A page's signature from its main-content words; null under five words. */
export function pageSignature(words: readonly string[]): Uint32Array | null {
  const shingles = shingleHashes(words);
  return shingles.length === 0 ? null : minHashSignature(shingles);
}
