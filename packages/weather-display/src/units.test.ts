import { describe, expect, it } from 'vitest';
import {
  celsiusToFahrenheit,
  defaultMeasurementSystem,
  fahrenheitToCelsius,
  formatDistance,
  formatSpeed,
  formatTemperature,
  kmToMiles,
  kphToMph,
  temperatureUnitOf,
} from './units.js';

describe('temperature units', () => {
  it.each([
    [0, 32],
    [100, 212],
    [-40, -40],
    [23.9, 75],
    [18.3, 64.9],
  ])('%d °C is %d °F', (c, f) => {
    expect(celsiusToFahrenheit(c)).toBe(f);
  });

  it.each([
    [75, 23.9],
    [65, 18.3],
    [32, 0],
    [-40, -40],
  ])('%d °F is %d °C', (f, c) => {
    expect(fahrenheitToCelsius(f)).toBe(c);
  });

  it('formats whole degrees in the chosen unit, never as minus zero', () => {
    expect(formatTemperature(21.6, 'C')).toBe('22°C');
    expect(formatTemperature(21.6, 'F')).toBe('71°F');
    expect(formatTemperature(-20, 'F')).toBe('-4°F');
    expect(formatTemperature(-0.3, 'C')).toBe('0°C');
  });
});

describe('speed and distance units', () => {
  it('converts km/h to mph and km to miles (a mile is 1.609344 km)', () => {
    expect(kphToMph(1.609344)).toBe(1);
    expect(kphToMph(100)).toBeCloseTo(62.137, 3);
    expect(kmToMiles(16.09344)).toBeCloseTo(10, 10);
    expect(kmToMiles(0)).toBe(0);
  });

  it('formats wind in whole km/h or mph', () => {
    expect(formatSpeed(14.8, 'metric')).toBe('15 km/h');
    expect(formatSpeed(16.1, 'imperial')).toBe('10 mph');
    // Rounded once: 2.45 mph is 2, not 2.5 then 3.
    expect(formatSpeed(2.45 * 1.609344, 'imperial')).toBe('2 mph');
  });

  it('formats visibility in whole km or miles', () => {
    expect(formatDistance(24.1, 'metric')).toBe('24 km');
    expect(formatDistance(10, 'imperial')).toBe('6 mi');
    expect(formatDistance(0.2, 'imperial')).toBe('0 mi');
  });
});

describe('measurement systems', () => {
  it('is metric by default, in °C; imperial is in °F', () => {
    expect(defaultMeasurementSystem).toBe('metric');
    expect(temperatureUnitOf('metric')).toBe('C');
    expect(temperatureUnitOf('imperial')).toBe('F');
  });
});
