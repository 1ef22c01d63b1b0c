import { describe, expect, it } from 'vitest';
import { celsiusToFahrenheit, fahrenheitToCelsius, formatTemperature } from './units.js';

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
    expect(formatTemperature(-0.3, 'C')).toBe('0°C');
  });
});
