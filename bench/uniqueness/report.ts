/**
 * How alike a set of pages read, on the SEO service's measure (its word 5-gram hashes,
 * services/seo/src/domain/near-duplicates.ts): every pair's exact Jaccard, the median over
 * all pairs, and per page the share of its 5-grams that no other page has.
 */
import { jaccard } from '@local-seo/seo';

export interface PairSimilarity {
  a: string;
  b: string;
  jaccard: number;
}

export interface UniquenessReport {
  /** Every pair of pages, most alike first. */
  pairs: PairSimilarity[];
  medianJaccard: number;
  /** Per page, the share of its 5-grams that no other page has (0 for a page without any). */
  ownShare: Map<string, number>;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** All pairs' Jaccard and each page's own share, for pages given by name and 5-gram hashes. */
export function uniqueness(pages: ReadonlyMap<string, Uint32Array>): UniquenessReport {
  const sets = [...pages];
  const pagesHaving = new Map<number, number>();
  for (const [, set] of sets) for (const shingle of set) pagesHaving.set(shingle, (pagesHaving.get(shingle) ?? 0) + 1);

  const pairs: PairSimilarity[] = [];
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) pairs.push({ a: sets[i]![0], b: sets[j]![0], jaccard: jaccard(sets[i]![1], sets[j]![1]) });
  }
  pairs.sort((x, y) => y.jaccard - x.jaccard);

  const ownShare = new Map(
    sets.map(([name, set]) => {
      let own = 0;
      for (const shingle of set) if (pagesHaving.get(shingle) === 1) own++;
      return [name, set.length === 0 ? 0 : own / set.length] as const;
    }),
  );
  return { pairs, medianJaccard: median(pairs.map((pair) => pair.jaccard)), ownShare };
}
