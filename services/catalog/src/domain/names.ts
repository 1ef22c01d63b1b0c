/** Text with every run of whitespace made one space, trimmed. */
export const collapseWhitespace = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * How names are compared: case-insensitively with whitespace collapsed (the
 * de-duplication rule of docs/behaviour/services.md#catalog). Imports match rows on it; taxonomy names are
 * unique on it.
 */
export const nameKey = (text: string) => collapseWhitespace(text).toLowerCase();

const quotePairs: ReadonlyArray<readonly [string, string]> = [
  ['"', '"'],
  ["'", "'"],
  ['\u201C', '\u201D'],
  ['\u2018', '\u2019'],
  ['\u201D', '\u201D'],
];
const doubleQuotes = /["\u201C\u201D]/;

/**
 * A product name without stray quotes: the wrapping quotes and doubled quotes a
 * spreadsheet export leaves behind, and a lone quote at either end. Quotes that
 * mean something stay: the inch mark of `3/4" Clear Stone`, an apostrophe.
 */
export function cleanProductName(name: string): string {
  let text = collapseWhitespace(name).replace(/"{2,}/g, '"');
  for (;;) {
    const pair = quotePairs.find(([open, close]) => text.length >= 2 && text.startsWith(open) && text.endsWith(close));
    if (!pair) break;
    text = collapseWhitespace(text.slice(pair[0].length, text.length - pair[1].length));
  }
  const count = (text.match(/["\u201C\u201D]/g) ?? []).length;
  // A lone opening quote with no partner is always stray.
  if (count % 2 === 1 && doubleQuotes.test(text[0] ?? '')) text = collapseWhitespace(text.slice(1));
  // A lone closing quote is stray unless it is an inch mark after a digit.
  else if (count % 2 === 1 && doubleQuotes.test(text.at(-1) ?? '') && !/\d$/.test(text.slice(0, -1))) {
    text = collapseWhitespace(text.slice(0, -1));
  }
  if (text.startsWith("'") && !text.slice(1).includes("'")) text = collapseWhitespace(text.slice(1));
  return text;
}

/** A category as the public pages show it: quotes stripped, trimmed (docs/behaviour/public-site.md#product-rules). */
export const cleanCategoryName = (name: string) => collapseWhitespace(name.replace(/["'\u201C\u201D\u2018\u2019]/g, ''));

/** A count with its noun: '1 row', '3 rows', '2 duplicate products'. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
