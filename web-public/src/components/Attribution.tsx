import type { WeatherProviderName } from '@local-seo/contracts';
import './Attribution.css';

/**
 * Google Maps Platform's terms: content from Places shown outside a Google map
 * carries the 'Google Maps' attribution, untranslated, near that content.
 */
export function GoogleAttribution() {
  return (
    <p className="attribution">
      Ratings from <span translate="no">Google Maps</span>
    </p>
  );
}

/**
 * The weather's source, as each provider's licence asks: Open-Meteo's data is
 * CC BY 4.0 (credit, linked, with the licence linked); WeatherAPI.com's free plan
 * asks for a link back. Sample weather is labelled as such by the page already.
 */
export function WeatherAttribution({ provider }: { provider: WeatherProviderName | null }) {
  if (provider === 'open-meteo') {
    return (
      <p className="attribution">
        Weather data by <a href="https://open-meteo.com/">Open-Meteo.com</a>, licensed under{' '}
        <a href="https://creativecommons.org/licenses/by/4.0/" rel="license">
          CC BY 4.0
        </a>
      </p>
    );
  }
  if (provider === 'weatherapi') {
    return (
      <p className="attribution">
        Powered by <a href="https://www.weatherapi.com/">WeatherAPI.com</a>
      </p>
    );
  }
  return null;
}
