import { useEffect } from 'react';

/** web-vitals measures the page load alone: later pages reached in the app are not measured. */
let measuring = false;

/**
 * Measures the field Core Web Vitals of a sampled page view (docs/behaviour/public-site.md#field-core-web-vitals):
 * after hydration (an effect), and only then is web-vitals loaded, so an unsampled view
 * downloads none of it.
 */
export function useFieldVitals(sampleRate: number): void {
  useEffect(() => {
    if (measuring || Math.random() >= sampleRate) return;
    measuring = true;
    const path = window.location.pathname;
    void import('./field-vitals').then(({ measureFieldVitals }) => measureFieldVitals(path));
  }, [sampleRate]);
}
