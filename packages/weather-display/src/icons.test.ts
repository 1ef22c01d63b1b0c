import { expectAnswers } from '@local-seo/testing/examples';
import { describe, it } from 'vitest';
import { weatherIcon } from './icons.js';

describe('weatherIcon', () => {
  it('follows the spec keywords', () => {
    expectAnswers(weatherIcon, {
      sun: ['Sunny', 'Clear', 'Mainly clear'],
      cloud: ['Partly cloudy', 'Cloudy'],
      rain: ['Light rain', 'Patchy rain possible'],
      snow: ['Heavy snow', 'Blowing snow'],
    });
  });

  it('checks the keywords in the spec order: sun before cloud before rain before snow', () => {
    expectAnswers(weatherIcon, { sun: ['Sun and clouds'], cloud: ['Cloudy with rain'], rain: ['Rain and snow'] });
  });

  it('maps the providers other words to the nearest icon', () => {
    expectAnswers(weatherIcon, {
      rain: ['Light drizzle', 'Moderate rain showers', 'Thunderstorm'],
      snow: ['Light sleet'],
      cloud: ['Overcast', 'Fog', 'Mist'],
    });
  });

  it('defaults to sun, also for a missing condition', () => {
    expectAnswers(weatherIcon, { sun: ['Something new', '', null, undefined] });
  });
});
