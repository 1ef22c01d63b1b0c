import { describe, expect, it } from 'vitest';
import { weatherIcon } from './icons.js';

describe('weatherIcon', () => {
  it.each([
    ['Sunny', 'sun'],
    ['Clear', 'sun'],
    ['Mainly clear', 'sun'],
    ['Partly cloudy', 'cloud'],
    ['Cloudy', 'cloud'],
    ['Light rain', 'rain'],
    ['Patchy rain possible', 'rain'],
    ['Heavy snow', 'snow'],
    ['Blowing snow', 'snow'],
  ])('follows the spec keywords: %s gives %s', (text, icon) => {
    expect(weatherIcon(text)).toBe(icon);
  });

  it('checks the keywords in the spec order: sun before cloud before rain before snow', () => {
    expect(weatherIcon('Sun and clouds')).toBe('sun');
    expect(weatherIcon('Cloudy with rain')).toBe('cloud');
    expect(weatherIcon('Rain and snow')).toBe('rain');
  });

  it('maps the providers other words to the nearest icon', () => {
    expect(weatherIcon('Light drizzle')).toBe('rain');
    expect(weatherIcon('Moderate rain showers')).toBe('rain');
    expect(weatherIcon('Thunderstorm')).toBe('rain');
    expect(weatherIcon('Light sleet')).toBe('snow');
    expect(weatherIcon('Overcast')).toBe('cloud');
    expect(weatherIcon('Fog')).toBe('cloud');
    expect(weatherIcon('Mist')).toBe('cloud');
  });

  it('defaults to sun, also for a missing condition', () => {
    expect(weatherIcon('Something new')).toBe('sun');
    expect(weatherIcon('')).toBe('sun');
    expect(weatherIcon(null)).toBe('sun');
    expect(weatherIcon(undefined)).toBe('sun');
  });
});
