import type { CurrentWeather as CurrentReading } from '@local-seo/contracts';
import {
  airQualityBand,
  currentDisplayValues,
  formatDistance,
  formatSpeed,
  formatTemperature,
  temperatureUnitOf,
  uvBand,
  weatherIcon,
  type MeasurementSystem,
} from '@local-seo/weather-display';
import { WeatherSymbol } from '../../../../components/WeatherSymbol';

interface CurrentWeatherProps {
  current: CurrentReading;
  system: MeasurementSystem;
}

/** Now: temperature, condition and the readings, each with its fallback when missing (docs/behaviour/public-site.md#weather-rules). */
export function CurrentWeather({ current, system }: CurrentWeatherProps) {
  const values = currentDisplayValues(current);
  const pm2_5 = current.air_quality?.pm2_5;
  const uv = Math.round(values.uv);
  const unit = temperatureUnitOf(system);
  const readings: Array<[string, string]> = [
    ['Feels like', formatTemperature(values.feelsLikeC, unit)],
    ['Humidity', `${Math.round(values.humidity)}%`],
    ['Wind', formatSpeed(values.windKph, system)],
    ['UV index', `${uv} (${uvBand(uv)})`],
    ['Visibility', formatDistance(values.visibilityKm, system)],
  ];
  if (typeof pm2_5 === 'number') readings.push(['Air quality', airQualityBand(pm2_5)]);

  return (
    <div className="gen-current">
      <div className="gen-current__now">
        <WeatherSymbol icon={weatherIcon(current.condition.text)} size={64} />
        <div>
          <p className="gen-current__temperature">{formatTemperature(values.tempC, unit)}</p>
          <p className="gen-current__condition">{current.condition.text}</p>
        </div>
      </div>
      <dl className="gen-current__readings">
        {readings.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
