import { unavailableTexts } from '@local-seo/weather-display';

/** The two lines for a city without a forecast (docs/behaviour/public-site.md#weather-rules). */
export function WeatherUnavailable() {
  return (
    <div className="gen-weather-unavailable">
      <p className="gen-weather-unavailable__title">{unavailableTexts.title}</p>
      <p>{unavailableTexts.detail}</p>
    </div>
  );
}
