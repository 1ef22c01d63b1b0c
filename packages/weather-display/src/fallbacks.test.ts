import { describe, expect, it } from 'vitest';
import { currentDisplayValues, dayDisplayValues, orFallback, weatherFallbacks } from './fallbacks.js';
import { celsiusToFahrenheit } from './units.js';

describe('fallback values', () => {
  it('are the spec values', () => {
    expect(weatherFallbacks).toEqual({ temperatureF: 75, lowF: 65, humidity: 50, windKph: 10, visibilityKm: 10, uv: 3 });
  });

  it('replace absent, null and non-finite values but keep zero', () => {
    expect(orFallback(undefined, 3)).toBe(3);
    expect(orFallback(null, 3)).toBe(3);
    expect(orFallback(Number.NaN, 3)).toBe(3);
    expect(orFallback(0, 3)).toBe(0);
  });

  it('fill every current field of a missing answer: 75°F, 50% humidity, 10 km/h wind, 10 km visibility, UV 3', () => {
    const values = currentDisplayValues(null);
    expect(celsiusToFahrenheit(values.tempC)).toBe(75);
    expect(celsiusToFahrenheit(values.feelsLikeC)).toBe(75);
    expect(values).toMatchObject({ humidity: 50, windKph: 10, visibilityKm: 10, uv: 3 });
  });

  it('keep the values that are there', () => {
    expect(currentDisplayValues({ temp_c: -3, feelslike_c: null, humidity: 80, wind_kph: 0, uv: null, vis_km: 2 })).toEqual({
      tempC: -3,
      feelsLikeC: -3,
      humidity: 80,
      windKph: 0,
      uv: 3,
      visibilityKm: 2,
    });
  });

  it('fill a forecast day: high 75°F, low 65°F, no rain chance', () => {
    const values = dayDisplayValues({ maxtemp_c: null, avghumidity: 71 });
    expect(celsiusToFahrenheit(values.highC)).toBe(75);
    expect(celsiusToFahrenheit(values.lowC)).toBe(64.9); // 65°F is 18.3°C, shown as 65°F again when rounded
    expect(values).toMatchObject({ chanceOfRain: 0, humidity: 71, windKph: 10, uv: 3 });
  });
});
