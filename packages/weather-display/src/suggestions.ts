/** What the matching rule needs of a stored weather suggestion. */
export interface SuggestionLike {
  weather_condition: string;
}

export type ConditionCategory = 'sunny' | 'cloudy' | 'rain' | 'snow' | 'wind' | 'fog' | 'default';

/** The tips shown when no stored suggestion matches the current condition (docs/behaviour/public-site.md#weather-rules). */
export const fallbackTips: Readonly<Record<ConditionCategory, readonly string[]>> = {
  sunny: ['Premium Topsoil', 'Sod Installation', 'Decorative Stone', 'Mulch Application'],
  cloudy: ['Triple Mix Soil', 'Compost', 'Garden Mulch', 'Planting Soil'],
  rain: ['Drainage Gravel', 'Sand for Drainage', 'Wait for Dry Weather', 'Indoor Planning'],
  snow: ['Road Salt', 'Winter Planning', 'Equipment Storage', 'Spring Preparation'],
  wind: ['Heavy Mulch', 'Soil Amendments', 'Avoid Light Materials', 'Secure Covers'],
  fog: ['Wait for Visibility', 'Soil Testing', 'Project Planning', 'Material Ordering'],
  default: ['Premium Soil Mix', 'Landscaping Stone', 'Organic Compost', 'Quality Mulch'],
};

/** Wind from which the wind tips apply whatever the sky does (Beaufort 6, strong breeze). */
export const windyFromKph = 39;

/**
 * Which fallback tips suit a condition. Precipitation and fog say most about
 * what can be done outside, so they are checked first, then wind, then the sky.
 */
const categoryRules: ReadonlyArray<[RegExp, ConditionCategory]> = [
  [/snow|sleet|ice pellets|blizzard|hail/, 'snow'],
  [/rain|drizzle|shower|thunder/, 'rain'],
  [/fog|mist|haze/, 'fog'],
  [/wind|gust|breez|gale/, 'wind'],
  [/cloud|overcast/, 'cloudy'],
  [/sun|clear|fair/, 'sunny'],
];

export function conditionCategory(conditionText: string | null | undefined, windKph?: number | null): ConditionCategory {
  const text = (conditionText ?? '').toLowerCase();
  const byText = categoryRules.find(([pattern]) => pattern.test(text))?.[1];
  if (byText === 'snow' || byText === 'rain' || byText === 'fog' || byText === 'wind') return byText;
  if (typeof windKph === 'number' && windKph >= windyFromKph) return 'wind';
  return byText ?? 'default';
}

const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The matching rule: the suggestions whose weather_condition matches the current
 * condition text, by substring in either direction, ignoring case ('Rain'
 * matches 'Light rain', 'Light rain shower' matches 'rain shower').
 */
export function matchingSuggestions<T extends SuggestionLike>(conditionText: string | null | undefined, suggestions: readonly T[]): T[] {
  const condition = normalize(conditionText ?? '');
  if (condition === '') return [];
  return suggestions.filter((suggestion) => {
    const wanted = normalize(suggestion.weather_condition);
    return wanted !== '' && (condition.includes(wanted) || wanted.includes(condition));
  });
}

export type Recommendations<T> =
  | { kind: 'suggestions'; suggestions: T[] }
  | { kind: 'fallback'; category: ConditionCategory; tips: readonly string[] };

/** The stored suggestions that match, otherwise the four fallback tips of the condition's category. */
export function recommendationsFor<T extends SuggestionLike>(
  condition: { text: string | null | undefined; windKph?: number | null },
  suggestions: readonly T[],
): Recommendations<T> {
  const matched = matchingSuggestions(condition.text, suggestions);
  if (matched.length > 0) return { kind: 'suggestions', suggestions: matched };
  const category = conditionCategory(condition.text, condition.windKph);
  return { kind: 'fallback', category, tips: fallbackTips[category] };
}

/** Related products of a suggestion, from its comma-separated text. */
export function relatedProductList(relatedProducts: string | null | undefined): string[] {
  return (relatedProducts ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}
