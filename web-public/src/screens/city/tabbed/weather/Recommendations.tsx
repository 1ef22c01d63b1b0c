import type { WeatherSuggestion } from '@local-seo/contracts';
import { recommendationsFor, relatedProductList } from '@local-seo/weather-display';
import { tabbedTexts } from '../texts';
import { ProductBadges } from './ProductBadges';

interface RecommendationsProps {
  /** The current condition text; null when the weather is unavailable (the default tips then). */
  conditionText: string | null;
  windKph: number | null;
  suggestions: readonly WeatherSuggestion[];
}

/** The stored suggestions that match the current condition, else the four fallback tips. */
export function Recommendations({ conditionText, windKph, suggestions }: RecommendationsProps) {
  const recommendations = recommendationsFor({ text: conditionText, windKph }, suggestions);
  return (
    <section className="tc-recommendations" aria-labelledby="tc-recommendations-title">
      <h3 id="tc-recommendations-title">{tabbedTexts.recommendationsTitle}</h3>
      {recommendations.kind === 'suggestions' ? (
        <ul className="tc-suggestions">
          {recommendations.suggestions.map((suggestion) => (
            <li key={suggestion.id} className="tc-suggestion">
              <p>{suggestion.suggestion_text}</p>
              <ProductBadges names={relatedProductList(suggestion.related_products)} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="tc-tips">
          {recommendations.tips.map((tip) => (
            <li key={tip} className="tc-tip">
              {tip}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
