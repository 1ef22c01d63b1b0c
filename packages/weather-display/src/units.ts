/** The two temperature units a visitor can toggle between (°C is the default). */
export type TemperatureUnit = 'C' | 'F';
export const defaultTemperatureUnit: TemperatureUnit = 'C';

/** Metric (°C, km/h, km; the default) or imperial (°F, mph, mi) readings. */
export type MeasurementSystem = 'metric' | 'imperial';
export const defaultMeasurementSystem: MeasurementSystem = 'metric';

/** Rounds to one decimal, as the providers report temperatures. */
export const roundTenth = (value: number) => Math.round(value * 10) / 10;

export const celsiusToFahrenheit = (celsius: number) => roundTenth((celsius * 9) / 5 + 32);
export const fahrenheitToCelsius = (fahrenheit: number) => roundTenth(((fahrenheit - 32) * 5) / 9);

const kmPerMile = 1.609344;

// Unrounded: the display rounds once, to whole units.
export const kphToMph = (kph: number) => kph / kmPerMile;
export const kmToMiles = (km: number) => km / kmPerMile;

export const temperatureUnitOf = (system: MeasurementSystem): TemperatureUnit => (system === 'metric' ? 'C' : 'F');

/** Whole numbers never read "-0". */
const whole = (value: number) => Math.round(value) || 0;

/** A temperature in the chosen unit, whole degrees: '23°C', '-4°F'. */
export function formatTemperature(celsius: number, unit: TemperatureUnit): string {
  return `${whole(unit === 'C' ? celsius : celsiusToFahrenheit(celsius))}°${unit}`;
}

/** A wind speed, whole units: '12 km/h' or '7 mph'. */
export function formatSpeed(kph: number, system: MeasurementSystem): string {
  return system === 'metric' ? `${whole(kph)} km/h` : `${whole(kphToMph(kph))} mph`;
}

/** A distance (visibility), whole units: '10 km' or '6 mi'. */
export function formatDistance(km: number, system: MeasurementSystem): string {
  return system === 'metric' ? `${whole(km)} km` : `${whole(kmToMiles(km))} mi`;
}
