import { defaultMeasurementSystem, forecastDays, type MeasurementSystem } from '@local-seo/weather-display';
import { useState } from 'react';
import { WeatherAttribution } from '../../../../components/Attribution';
import { UnitToggle, type UnitChoice } from '../../../../components/UnitToggle';
import type { CityWeatherProps } from '../../types';
import { Section } from '../Section';
import { generatedTexts } from '../texts';
import { CurrentWeather } from './CurrentWeather';
import { ForecastSlider } from './ForecastSlider';
import { WeatherRecommendations } from './WeatherRecommendations';
import { WeatherUnavailable } from './WeatherUnavailable';
import './weather.css';

const measurementSystems: readonly UnitChoice<MeasurementSystem>[] = [
  { unit: 'metric', label: 'Metric', detail: '°C, km/h' },
  { unit: 'imperial', label: 'Imperial', detail: '°F, mph' },
];

/** Current conditions, recommendations and the 14-day forecast, metric unless the visitor picks imperial. */
export function WeatherSection({ city, weather, suggestions }: CityWeatherProps) {
  const [system, setSystem] = useState<MeasurementSystem>(defaultMeasurementSystem);
  const current = weather.status === 'unavailable' ? null : weather.current;
  const days = (weather.forecast?.forecastday ?? []).slice(0, forecastDays);

  return (
    <Section id="weather" title={generatedTexts.weatherTitle(city)} actions={current ? <UnitToggle name="Units" choices={measurementSystems} unit={system} onChange={setSystem} showDetail /> : null}>
      {current ? (
        <>
          {weather.message ? (
            <p className="gen-weather-note">
              {weather.message}
              {weather.detail ? <span className="gen-weather-note__detail"> {weather.detail}</span> : null}
            </p>
          ) : null}
          <div className="gen-weather-now">
            <CurrentWeather current={current} system={system} />
            <WeatherRecommendations current={current} suggestions={suggestions} />
          </div>
          {days.length > 0 ? (
            <ForecastSlider days={days} system={system} />
          ) : (
            <>
              <h3>{generatedTexts.forecastTitle}</h3>
              <WeatherUnavailable />
            </>
          )}
          <WeatherAttribution provider={weather.source.provider} />
        </>
      ) : (
        <WeatherUnavailable />
      )}
    </Section>
  );
}
