import { keywordKey } from './keywords.js';

/** One row of a searchAnalytics.query answer with dimensions [query, page]. */
export interface QueryPageRow {
  keys: string[];
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
}

/** Where a keyword stands: no position means not ranked (no impressions in the window). */
interface Standing {
  position: number | null;
  urlFound: string | null;
  clicks: number;
  impressions: number;
  ctr: number | null;
}

export const notRanked: Standing = { position: null, urlFound: null, clicks: 0, impressions: 0, ctr: null };

/**
 * The standing of each keyword: among the site's pages Google showed for that
 * exact query, the best (lowest) average position and the page that had it.
 * A keyword without impressions is not ranked.
 */
export function standingsOf<K extends { id: number; keyword: string }>(keywords: readonly K[], rows: readonly QueryPageRow[]): Map<number, Standing> {
  const bestByQuery = new Map<string, QueryPageRow>();
  for (const row of rows) {
    const [query, page] = row.keys;
    if (query === undefined || page === undefined || !(row.impressions > 0)) continue;
    const key = keywordKey(query);
    const best = bestByQuery.get(key);
    if (!best || row.position < best.position || (row.position === best.position && row.impressions > best.impressions)) bestByQuery.set(key, row);
  }
  const standings = new Map<number, Standing>();
  for (const keyword of keywords) {
    const row = bestByQuery.get(keywordKey(keyword.keyword));
    standings.set(
      keyword.id,
      row ? { position: row.position, urlFound: row.keys[1] ?? null, clicks: row.clicks, impressions: row.impressions, ctr: row.ctr } : notRanked,
    );
  }
  return standings;
}

/** RE2 metacharacters, escaped so a keyword matches only itself. */
export const escapeRegex = (text: string) => text.replace(/[\\.+*?()|[\]{}^$]/g, '\\$&');

/**
 * Query filters that together cover every keyword: each an anchored RE2
 * alternation (`^(?:a|b)$`) kept under `maxLength` characters, so one
 * searchAnalytics.query call asks for many keywords at once.
 */
export function keywordFilterExpressions(keywords: readonly string[], maxLength = 3000): string[] {
  const unique = [...new Set(keywords.map(keywordKey).filter(Boolean))].sort();
  const expressions: string[] = [];
  let parts: string[] = [];
  const wrap = (alternatives: string[]) => `^(?:${alternatives.join('|')})$`;
  for (const keyword of unique) {
    const part = escapeRegex(keyword);
    if (parts.length > 0 && wrap([...parts, part]).length > maxLength) {
      expressions.push(wrap(parts));
      parts = [];
    }
    parts.push(part);
  }
  if (parts.length > 0) expressions.push(wrap(parts));
  return expressions;
}

/** YYYY-MM-DD of a moment in Search Console's time zone (Pacific). */
export function pacificDate(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);
}

/** The last `days` days up to today, as Search Console's startDate and endDate (both inclusive). */
export function searchWindow(now: Date, days: number): { startDate: string; endDate: string } {
  const endDate = pacificDate(now);
  const start = new Date(`${endDate}T12:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return { startDate: start.toISOString().slice(0, 10), endDate };
}
