/** What "best first" looks at on a contractor card. */
interface Rankable {
  name: string;
  rating: number | null;
  total_ratings: number | null;
}

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Best first: the higher rating, then the more ratings (a 4.8 from 200 people
 * beats a 4.8 from 3), then by name. Unrated contractors come last.
 */
function compareBestFirst(a: Rankable, b: Rankable): number {
  return (
    (b.rating ?? -1) - (a.rating ?? -1) ||
    (b.total_ratings ?? 0) - (a.total_ratings ?? 0) ||
    byName.compare(a.name, b.name)
  );
}

export const bestFirst = <T extends Rankable>(cards: readonly T[]): T[] => [...cards].sort(compareBestFirst);
