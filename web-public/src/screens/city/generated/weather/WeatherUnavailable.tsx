import { unavailableTexts } from '@local-seo/weather-display';

/** The spec's two lines for a city without a forecast. */
export function WeatherUnavailable() {
  return (
    <div className="gen-weather-unavailable">
      <p className="gen-weather-unavailable__title">{unavailableTexts.title}</p>
      <p>{unavailableTexts.detail}</p>
    </div>
  );
}
