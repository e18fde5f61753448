import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/SiteFooter';
import { SiteHeader } from '@/components/SiteHeader';
import { site } from '@/content/site';
import { frameScript } from '@/lib/frameScript';
import { headScript } from '@/lib/headScript';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(`${site.url}/`),
  title: {
    default: `${site.name}: free study guides and interview practice`,
    template: `%s | ${site.name}`,
  },
  applicationName: site.name,
  icons: { icon: '/favicon.svg' },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1d4ed8' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* Runs before first paint (lib/headScript.ts): the class `js`, so enhancing the page
          never shifts it; taps made before the scripts run, kept for them to replay; and a theme
          the reader chose, shown from the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
        {/* The frame's one script (components/frame/frame.ts): an async module, so it blocks
          neither the first paint nor DOMContentLoaded. */}
        <script type="module" async src={frameScript()} />
        {site.vitalsEndpoint && <meta name="vitals-endpoint" content={site.vitalsEndpoint} />}
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main">{children}</main>
        <SiteFooter />
      </body>
    </html>
  );
}
