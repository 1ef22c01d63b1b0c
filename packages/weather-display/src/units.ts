/** The two temperature units a visitor can toggle between (°C is the default). */
export type TemperatureUnit = 'C' | 'F';
export const defaultTemperatureUnit: TemperatureUnit = 'C';

/** Rounds to one decimal, as the providers report temperatures. */
export const roundTenth = (value: number) => Math.round(value * 10) / 10;

export const celsiusToFahrenheit = (celsius: number) => roundTenth((celsius * 9) / 5 + 32);
export const fahrenheitToCelsius = (fahrenheit: number) => roundTenth(((fahrenheit - 32) * 5) / 9);

/** A temperature in the chosen unit, whole degrees: '23°C', '-4°F'. */
export function formatTemperature(celsius: number, unit: TemperatureUnit): string {
  const value = unit === 'C' ? celsius : celsiusToFahrenheit(celsius);
  // Math.round(-0.4) is -0: never show "-0°".
  return `${Math.round(value) || 0}°${unit}`;
}
