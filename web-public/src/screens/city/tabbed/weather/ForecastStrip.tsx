import type { ForecastDay, WeatherSuggestion } from '@local-seo/contracts';
import { forecastDays, type TemperatureUnit } from '@local-seo/weather-display';
import { ForecastDayCard } from './ForecastDayCard';

interface ForecastStripProps {
  days: readonly ForecastDay[];
  unit: TemperatureUnit;
  suggestions: readonly WeatherSuggestion[];
}

/**
 * The forecast as a row that scrolls sideways. The scroller is a labelled
 * region in the Tab order, so keyboard users scroll it with the arrow keys.
 */
export function ForecastStrip({ days, unit, suggestions }: ForecastStripProps) {
  const shown = days.slice(0, forecastDays);
  return (
    <div className="tc-forecast">
      <h3 id="tc-forecast-title">{shown.length}-Day Forecast</h3>
      <div className="tc-forecast-scroller" role="region" aria-labelledby="tc-forecast-title" tabIndex={0}>
        <ol className="tc-forecast-days">
          {shown.map((day, index) => (
            <ForecastDayCard key={day.date} day={day} index={index} unit={unit} suggestions={suggestions} />
          ))}
        </ol>
      </div>
    </div>
  );
}
