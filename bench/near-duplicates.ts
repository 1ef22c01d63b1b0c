/**
 * Near-duplicate city pages: the seo service's pure MinHash + LSH (services/seo/src/domain/
 * near-duplicates.ts) over 5,000 synthetic city pages of about 1,000 words each: one template
 * of 800 words with the city's name every 15th word, then 200 words of the city's own; among
 * them a few planted copies of another city's page with 5 or 10 words changed (about 95% and 90%
 * of their 5-grams shared). Reports the
 * time to sign the pages and to find each one's closest page, whether every planted copy was
 * found (closest page its original, at or over 80%), and the highest similarity between two
 * pages that are not copies. No database, no network: the job's own cost. Run from the
 * repository root:
 *
 *   npm run bench:near-duplicates
 */
import { closestPages, jaccard, pageSignature, shingleHashes } from '@local-seo/seo';

const pageCount = 5_000;
const templateWordCount = 800;
const ownWordCount = 200;
const vocabularySize = 3_000;
const threshold = 0.8;

/** A deterministic stream of words (a linear congruential generator per seed). */
function words(seed: number, count: number): string[] {
  let state = (seed * 2_654_435_761) >>> 0;
  return Array.from({ length: count }, () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return `w${state % vocabularySize}`;
  });
}

const template = words(1, templateWordCount);
const cityPage = (city: number) => [...template.map((word, i) => (i % 15 === 0 ? `city${city}` : word)), ...words(1_000 + city, ownWordCount)];

/** A copy of a page with `changed` words replaced at spread positions. */
const copyOf = (page: string[], changed: number) => page.map((word, i) => (i % Math.floor(page.length / changed) === 7 ? `edit${i}` : word));

const planted = [
  { original: 17, changed: 10 },
  { original: 902, changed: 10 },
  { original: 2_450, changed: 10 },
  { original: 3_333, changed: 5 },
  { original: 4_711, changed: 5 },
];

const texts = new Map<string, string[]>();
for (let city = 0; city < pageCount - planted.length; city++) texts.set(`/city-${city}`, cityPage(city));
for (const [i, copy] of planted.entries()) texts.set(`/copy-${i}`, copyOf(texts.get(`/city-${copy.original}`)!, copy.changed));
const averageWords = Math.round([...texts.values()].reduce((sum, text) => sum + text.length, 0) / texts.size);

const signStarted = performance.now();
const signed = [...texts].map(([path, text]) => ({ path, signature: pageSignature(text) }));
const signMs = performance.now() - signStarted;
const closestStarted = performance.now();
const closest = closestPages(signed);
const closestMs = performance.now() - closestStarted;
const byPath = new Map(closest.map((row) => [row.path, row]));

console.log(`${texts.size} pages, ${averageWords} words each on average`);
console.log(`signing (shingles + 128 MinHashes): ${(signMs / 1000).toFixed(2)} s; closest pages by LSH (21 bands of 6 rows): ${(closestMs / 1000).toFixed(2)} s`);
let allFound = true;
for (const [i, copy] of planted.entries()) {
  const row = byPath.get(`/copy-${i}`)!;
  const originalPath = `/city-${copy.original}`;
  const exact = jaccard(shingleHashes(texts.get(`/copy-${i}`)!), shingleHashes(texts.get(originalPath)!));
  const found = row.closestPath === originalPath && (row.similarity ?? 0) >= threshold;
  allFound &&= found;
  console.log(`/copy-${i} of ${originalPath} (${copy.changed} words changed): closest ${row.closestPath}, estimated ${row.similarity}, exact ${exact.toFixed(3)}: ${found ? 'found' : 'MISSED'}`);
}
const copies = new Set(planted.flatMap((copy, i) => [`/copy-${i}`, `/city-${copy.original}`]));
const others = closest.filter((row) => !copies.has(row.path));
const highest = Math.max(...others.map((row) => row.similarity ?? 0));
const withClosest = others.filter((row) => row.closestPath !== null).length;
console.log(`other pages: highest similarity ${highest}, ${withClosest} of ${others.length} with a candidate, ${others.filter((row) => (row.similarity ?? 0) >= threshold).length} flagged`);
console.log(allFound ? 'every planted copy found' : 'SOME PLANTED COPIES MISSED');
if (!allFound) process.exitCode = 1;
