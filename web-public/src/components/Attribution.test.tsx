import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GoogleAttribution, WeatherAttribution } from './Attribution';

describe('attributions', () => {
  it("credit Google Maps for Places' ratings, untranslated", () => {
    expect(renderToString(<GoogleAttribution />)).toBe('<p class="attribution">Ratings from <span translate="no">Google Maps</span></p>');
  });

  it('credit Open-Meteo with a link and link its CC BY 4.0 licence; WeatherAPI.com with a link; sample weather not at all', () => {
    const openMeteo = renderToString(<WeatherAttribution provider="open-meteo" />);
    expect(openMeteo).toContain('Weather data by <a href="https://open-meteo.com/">Open-Meteo.com</a>');
    expect(openMeteo).toContain('<a href="https://creativecommons.org/licenses/by/4.0/" rel="license">CC BY 4.0</a>');
    expect(renderToString(<WeatherAttribution provider="weatherapi" />)).toContain('<a href="https://www.weatherapi.com/">WeatherAPI.com</a>');
    expect(renderToString(<WeatherAttribution provider="sample" />)).toBe('');
    expect(renderToString(<WeatherAttribution provider={null} />)).toBe('');
  });
});
