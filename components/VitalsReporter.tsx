import { site } from '@/content/site';
import { WebVitals } from './WebVitals';

/** Web-vitals reporting, only when SITE_VITALS_URL is configured: by default no script for it ships. */
export function VitalsReporter({ endpoint = site.vitalsEndpoint }: { endpoint?: string }) {
  return endpoint ? <WebVitals endpoint={endpoint} /> : null;
}
