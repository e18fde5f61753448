import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/SiteFooter';
import { SiteHeader } from '@/components/SiteHeader';
import { site } from '@/content/site';
import { headScript } from '@/components/frame/earlyTaps';
import { frameScript } from '@/lib/frameScript';
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

// Runs before first paint: CSS keeps the no-JavaScript layout (open menu, all topics reachable)
// unless it sets the class `js`, so enhancing the page never shifts it; and it keeps the taps made
// before the scripts have run, for them to replay (components/frame/earlyTaps.ts).

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
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
