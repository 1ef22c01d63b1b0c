import type { ForecastDay, WeatherSuggestion } from '@local-seo/contracts';
import {
  dayDisplayValues,
  forecastDayLabel,
  formatSpeed,
  rainChanceLabel,
  weatherIcon,
  type TemperatureUnit,
} from '@local-seo/weather-display';
import { dayProductBadges } from './day-badges';
import { ProductBadges } from './ProductBadges';
import { HighLow } from '../../../../components/HighLow';
import { WeatherSymbol } from '../../../../components/WeatherSymbol';

interface ForecastDayCardProps {
  day: ForecastDay;
  /** The day's place in the forecast: the first is 'Today'. */
  index: number;
  unit: TemperatureUnit;
  suggestions: readonly WeatherSuggestion[];
}

/** One forecast day: label, sky, high and low, the readings and its product suggestions. */
export function ForecastDayCard({ day, index, unit, suggestions }: ForecastDayCardProps) {
  const values = dayDisplayValues(day.day);
  const conditionText = day.day.condition.text;
  const rainChance = rainChanceLabel(day.day.daily_chance_of_rain);
  return (
    <li className="tc-day">
      <p className="tc-day-label">{forecastDayLabel(day.date, index)}</p>
      <WeatherSymbol icon={weatherIcon(conditionText)} size={40} />
      <p className="tc-day-condition">{conditionText}</p>
      <HighLow highC={values.highC} lowC={values.lowC} unit={unit} classNames={{ temperatures: 'tc-day-temps', high: 'tc-day-high', low: 'tc-day-low' }} />
      <dl className="tc-day-readings">
        {rainChance ? (
          <div className="tc-day-rain">
            <dt>Rain</dt>
            <dd>{rainChance}</dd>
          </div>
        ) : null}
        <div>
          <dt>Humidity</dt>
          <dd>{Math.round(values.humidity)}%</dd>
        </div>
        <div>
          <dt>Wind</dt>
          <dd>{formatSpeed(values.windKph, 'metric')}</dd>
        </div>
        <div>
          <dt>UV</dt>
          <dd>{Math.round(values.uv)}</dd>
        </div>
      </dl>
      <ProductBadges names={dayProductBadges({ conditionText, windKph: day.day.maxwind_kph }, suggestions)} />
    </li>
  );
}
