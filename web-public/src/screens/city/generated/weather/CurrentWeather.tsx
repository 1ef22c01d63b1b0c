import type { CurrentWeather as CurrentReading } from '@local-seo/contracts';
import {
  airQualityBand,
  currentDisplayValues,
  formatDistance,
  formatSpeed,
  formatTemperature,
  temperatureUnitOf,
  uvBand,
  type MeasurementSystem,
} from '@local-seo/weather-display';
import { CurrentSky } from '../../../../components/CurrentSky';

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
      <CurrentSky condition={current.condition.text} temperature={formatTemperature(values.tempC, unit)} symbolSize={64} classNames={{ row: 'gen-current__now', temperature: 'gen-current__temperature', condition: 'gen-current__condition' }} />
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
