import { conditionCategory, fallbackTips, matchingSuggestions, relatedProductList, type SuggestionLike } from '@local-seo/weather-display';

/** How many product badges a forecast day shows (the cards are narrow). */
const dayBadgeLimit = 3;

/**
 * A forecast day's product suggestion badges: the related products of the
 * stored suggestions that match the day's condition (the substring rule of
 * docs/behaviour/public-site.md#weather-rules), else the fallback tips of the condition's category; without repeats.
 */
export function dayProductBadges(
  day: { conditionText: string; windKph?: number | null },
  suggestions: readonly (SuggestionLike & { related_products: string | null })[],
  limit: number = dayBadgeLimit,
): string[] {
  const related = matchingSuggestions(day.conditionText, suggestions).flatMap((suggestion) => relatedProductList(suggestion.related_products));
  const names = related.length > 0 ? related : fallbackTips[conditionCategory(day.conditionText, day.windKph)];
  const seen = new Set<string>();
  return names
    .filter((name) => {
      const key = name.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, limit);
}
