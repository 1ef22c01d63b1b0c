import type { VitalName, VitalsBeacon } from '@local-seo/contracts';
import { publicPaths } from '@local-seo/contracts';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/** Narrower viewports count as mobile, as the site's own layout switches there. */
const mobileMaxWidth = 768;

/**
 * Measures this page view's Core Web Vitals and sends them once, as the page is first hidden
 * (a tab switched, the browser closed, another site opened): the last moment a browser
 * reliably lets a page send anything, which sendBeacon completes after the page is gone.
 */
export function measureFieldVitals(path: string): void {
  const values = new Map<VitalName, number>();
  // Every change is kept, so the values are the latest whatever order the hide handlers run in.
  const keep = (metric: Metric) => values.set(metric.name as VitalName, metric.value);
  const options = { reportAllChanges: true };
  onLCP(keep, options);
  onINP(keep, options);
  onCLS(keep, options);
  onFCP(keep, options);
  onTTFB(keep, options);
  const send = () => {
    if (document.visibilityState !== 'hidden' || values.size === 0) return;
    document.removeEventListener('visibilitychange', send);
    const beacon: VitalsBeacon = {
      path,
      device: window.innerWidth < mobileMaxWidth ? 'mobile' : 'desktop',
      metrics: [...values].map(([name, value]) => ({ name, value })),
    };
    navigator.sendBeacon(publicPaths.vitals, new Blob([JSON.stringify(beacon)], { type: 'application/json' }));
  };
  document.addEventListener('visibilitychange', send);
}
