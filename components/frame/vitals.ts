import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/**
 * Sends each Core Web Vital to the configured endpoint (SITE_VITALS_URL) with sendBeacon, which
 * survives the page's unload. Loaded only when the page names an endpoint.
 */
export function reportVitals(endpoint: string) {
  const send = (metric: Metric) => {
    const body = JSON.stringify({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      page: window.location.pathname,
    });
    navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }));
  };
  onLCP(send);
  onCLS(send);
  onINP(send);
  onFCP(send);
  onTTFB(send);
}
