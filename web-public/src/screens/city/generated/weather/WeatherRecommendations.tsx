import type { CurrentWeather, WeatherSuggestion } from '@local-seo/contracts';
import { recommendationsFor, relatedProductList } from '@local-seo/weather-display';
import { TagList } from '../TagList';
import { generatedTexts } from '../texts';

interface WeatherRecommendationsProps {
  current: CurrentWeather;
  suggestions: readonly WeatherSuggestion[];
}

/** The stored suggestions matching today's condition, or the four tips for it (docs/behaviour/public-site.md#weather-rules). */
export function WeatherRecommendations({ current, suggestions }: WeatherRecommendationsProps) {
  const recommendations = recommendationsFor({ text: current.condition.text, windKph: current.wind_kph }, suggestions);
  return (
    <div className="gen-recommendations">
      <h3>{generatedTexts.recommendationsTitle}</h3>
      {recommendations.kind === 'suggestions' ? (
        <ul className="gen-recommendations__list">
          {recommendations.suggestions.map((suggestion) => (
            <li key={suggestion.id}>
              <p>{suggestion.suggestion_text}</p>
              <TagList label="Suggested products" tags={relatedProductList(suggestion.related_products)} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="gen-recommendations__list">
          {recommendations.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
