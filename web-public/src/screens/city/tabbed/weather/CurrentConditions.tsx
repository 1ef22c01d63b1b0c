import type { CurrentWeather } from '@local-seo/contracts';
import { currentDisplayValues, formatDistance, formatSpeed, formatTemperature, uvBand, type TemperatureUnit } from '@local-seo/weather-display';
import { CurrentSky } from '../../../../components/CurrentSky';

interface CurrentConditionsProps {
  current: CurrentWeather;
  unit: TemperatureUnit;
}

/** Now: temperature, sky and the readings (wind and visibility always metric); a missing reading shows its fallback value (docs/behaviour/public-site.md#weather-rules). */
export function CurrentConditions({ current, unit }: CurrentConditionsProps) {
  const values = currentDisplayValues(current);
  // The band is read from the number shown, so '5' never sits beside 'High'.
  const uv = Math.round(values.uv);
  return (
    <div className="tc-current">
      <CurrentSky condition={current.condition.text} temperature={formatTemperature(values.tempC, unit)} symbolSize={72} classNames={{ row: 'tc-current-main', temperature: 'tc-current-temp', condition: 'tc-current-condition' }} />
      <dl className="tc-readings">
        <div className="tc-reading">
          <dt>Feels like</dt>
          <dd>{formatTemperature(values.feelsLikeC, unit)}</dd>
        </div>
        <div className="tc-reading">
          <dt>Humidity</dt>
          <dd>{Math.round(values.humidity)}%</dd>
        </div>
        <div className="tc-reading">
          <dt>Wind</dt>
          <dd>{formatSpeed(values.windKph, 'metric')}</dd>
        </div>
        <div className="tc-reading">
          <dt>UV index</dt>
          <dd>
            {uv} <span className="tc-band">{uvBand(uv)}</span>
          </dd>
        </div>
        <div className="tc-reading">
          <dt>Visibility</dt>
          <dd>{formatDistance(values.visibilityKm, 'metric')}</dd>
        </div>
      </dl>
    </div>
  );
}
