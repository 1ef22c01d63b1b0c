/**
 * How alike pages read, on word shingles: a page's text as the set of its runs of n
 * consecutive lowercase words, compared by Jaccard (shared runs over all runs of the
 * two). Pure, so the SEO service's near-duplicate check can take the same measure.
 */

/** The text's words, lowercase: letters and digits, an apostrophe inside a word kept ("city's"). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu) ?? [];
}

/** Every run of `size` consecutive words, once; a text shorter than that gives none. */
export function shingles(text: string, size = 5): Set<string> {
  const list = words(text);
  const runs = new Set<string>();
  for (let i = 0; i + size <= list.length; i++) runs.add(list.slice(i, i + size).join(' '));
  return runs;
}

/** Shared shingles over all shingles of the two; 0 when both are empty. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const run of small) if (large.has(run)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

export interface PairSimilarity {
  a: string;
  b: string;
  jaccard: number;
}

export interface UniquenessReport {
  /** Every pair of pages, most alike first. */
  pairs: PairSimilarity[];
  medianJaccard: number;
  /** Per page, the share of its shingles that no other page has (0 for a page without any). */
  ownShare: Map<string, number>;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** All pairs' Jaccard and each page's own share, for pages given by name and text. */
export function uniqueness(pages: ReadonlyMap<string, string>, size = 5): UniquenessReport {
  const sets = [...pages].map(([name, text]) => [name, shingles(text, size)] as const);
  const pagesHaving = new Map<string, number>();
  for (const [, set] of sets) for (const run of set) pagesHaving.set(run, (pagesHaving.get(run) ?? 0) + 1);

  const pairs: PairSimilarity[] = [];
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) pairs.push({ a: sets[i]![0], b: sets[j]![0], jaccard: jaccard(sets[i]![1], sets[j]![1]) });
  }
  pairs.sort((x, y) => y.jaccard - x.jaccard);

  const ownShare = new Map(
    sets.map(([name, set]) => {
      let own = 0;
      for (const run of set) if (pagesHaving.get(run) === 1) own++;
      return [name, set.size === 0 ? 0 : own / set.size] as const;
    }),
  );
  return { pairs, medianJaccard: median(pairs.map((pair) => pair.jaccard)), ownShare };
}
