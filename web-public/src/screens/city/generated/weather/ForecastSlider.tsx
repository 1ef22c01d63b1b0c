import type { ForecastDay } from '@local-seo/contracts';
import {
  dayDisplayValues,
  forecastDayLabel,
  formatSpeed,
  rainChanceLabel,
  temperatureUnitOf,
  weatherIcon,
  type MeasurementSystem,
} from '@local-seo/weather-display';
import { HighLow } from '../../../../components/HighLow';
import { WeatherSymbol } from '../../../../components/WeatherSymbol';
import { Slider } from '../slider/Slider';
import { sliderSteps } from '../slider/slider-rules';
import { generatedTexts } from '../texts';

interface ForecastSliderProps {
  days: ForecastDay[];
  system: MeasurementSystem;
}

/** The forecast, a day per slide, 160 px per press. */
export function ForecastSlider({ days, system }: ForecastSliderProps) {
  const unit = temperatureUnitOf(system);
  return (
    <Slider name="forecast days" step={sliderSteps.weather} className="gen-forecast" heading={<h3>{generatedTexts.forecastTitle}</h3>}>
      {days.map((day, index) => {
        const values = dayDisplayValues(day.day);
        const rain = rainChanceLabel(values.chanceOfRain);
        return (
          <li key={day.date}>
            <article className="gen-day" aria-labelledby={`forecast-${day.date}`}>
              <h4 id={`forecast-${day.date}`} className="gen-day__label">
                {forecastDayLabel(day.date, index)}
              </h4>
              <WeatherSymbol icon={weatherIcon(day.day.condition.text)} size={36} />
              <p className="gen-day__condition">{day.day.condition.text}</p>
              <HighLow highC={values.highC} lowC={values.lowC} unit={unit} classNames={{ temperatures: 'gen-day__temperatures', low: 'gen-day__low' }} />
              {rain ? <p className="gen-day__reading">Rain {rain}</p> : null}
              <p className="gen-day__reading">Wind {formatSpeed(values.windKph, system)}</p>
            </article>
          </li>
        );
      })}
    </Slider>
  );
}
