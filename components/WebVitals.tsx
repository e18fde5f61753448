'use client';

import { useReportWebVitals } from 'next/web-vitals';

const reported = new Set(['LCP', 'CLS', 'INP', 'FCP', 'TTFB']);

/** Sends each Core Web Vital to the configured endpoint with sendBeacon (survives page unload). */
export function WebVitals({ endpoint }: { endpoint: string }) {
  useReportWebVitals((metric) => {
    if (!reported.has(metric.name)) return;
    const body = JSON.stringify({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      page: window.location.pathname,
    });
    navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }));
  });
  return null;
}
