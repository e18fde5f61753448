import { render } from '@testing-library/react';
import type { NextWebVitalsMetric } from 'next/app';
import { VitalsReporter } from './VitalsReporter';

let report: ((metric: NextWebVitalsMetric) => void) | undefined;
jest.mock('next/web-vitals', () => ({
  useReportWebVitals: (callback: (metric: NextWebVitalsMetric) => void) => {
    report = callback;
  },
}));

const metric = (name: string, value: number) =>
  ({
    name,
    value,
    id: `v-${name}`,
    rating: 'good',
    startTime: 0,
    label: 'web-vital',
  }) as unknown as NextWebVitalsMetric;

// jsdom's Blob has no text(); FileReader reads it.
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('web vitals', () => {
  const sendBeacon = jest.fn(() => true);
  beforeEach(() => {
    report = undefined;
    sendBeacon.mockClear();
    Object.assign(navigator, { sendBeacon });
  });

  it('renders nothing and sends nothing without an endpoint', () => {
    const { container } = render(<VitalsReporter endpoint={undefined} />);
    expect(container).toBeEmptyDOMElement();
    expect(report).toBeUndefined();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('beacons LCP, CLS, INP, FCP and TTFB to the endpoint, and nothing else', async () => {
    render(<VitalsReporter endpoint="/vitals" />);
    for (const name of ['LCP', 'CLS', 'INP', 'FCP', 'TTFB', 'Next.js-hydration'])
      report!(metric(name, 1.5));
    expect(sendBeacon).toHaveBeenCalledTimes(5);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/vitals');
    expect(JSON.parse(await readBlob(body))).toMatchObject({
      name: 'LCP',
      value: 1.5,
      rating: 'good',
      page: '/',
    });
  });
});
