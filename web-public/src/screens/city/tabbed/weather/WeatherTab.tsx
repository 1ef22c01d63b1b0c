import { defaultTemperatureUnit, unavailableTexts, type TemperatureUnit } from '@local-seo/weather-display';
import { useState } from 'react';
import { WeatherAttribution } from '../../../../components/Attribution';
import { UnitToggle, type UnitChoice } from '../../../../components/UnitToggle';
import type { CityWeatherProps } from '../../types';
import { EmptyState } from '../EmptyState';
import { CurrentConditions } from './CurrentConditions';
import { ForecastStrip } from './ForecastStrip';
import { Recommendations } from './Recommendations';

const temperatureUnits: readonly UnitChoice<TemperatureUnit>[] = [
  { unit: 'C', label: '°C', detail: 'Celsius' },
  { unit: 'F', label: '°F', detail: 'Fahrenheit' },
];

/** The 'Weather & Suggestions' tab: now, the recommendations and the forecast, in °C or °F. */
export function WeatherTab({ city, weather, suggestions }: CityWeatherProps) {
  const [unit, setUnit] = useState<TemperatureUnit>(defaultTemperatureUnit);
  const available = weather.status !== 'unavailable';
  const current = available ? weather.current : null;
  const days = available ? (weather.forecast?.forecastday ?? []) : [];
  // Old or made-up data is labelled, quietly; 'unavailable' has its own message below.
  const note = available && (weather.status === 'stale' || weather.source.sample) ? weather.message : null;
  const unavailable = <EmptyState title={unavailableTexts.title} detail={unavailableTexts.detail} />;

  return (
    <div className="tc-weather">
      <div className="bar tc-section-head">
        <h2>Current Weather in {city}</h2>
        {current || days.length > 0 ? <UnitToggle name="Temperature unit" choices={temperatureUnits} unit={unit} onChange={setUnit} /> : null}
      </div>
      {note ? <p className="tc-weather-note">{note}</p> : null}
      {current ? <CurrentConditions current={current} unit={unit} /> : unavailable}
      <Recommendations conditionText={current?.condition.text ?? null} windKph={current?.wind_kph ?? null} suggestions={suggestions} />
      {days.length > 0 ? <ForecastStrip days={days} unit={unit} suggestions={suggestions} /> : current ? unavailable : null}
      {current || days.length > 0 ? <WeatherAttribution provider={weather.source.provider} /> : null}
    </div>
  );
}
