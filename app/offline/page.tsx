import { JsonLd } from '@/components/JsonLd';
import { pageMetadata } from '@/lib/metadata';
import { href } from '@/lib/routes';
import { breadcrumbList } from '@/lib/structuredData';

export const metadata = {
  ...pageMetadata(
    '/offline',
    'Offline',
    'What this browser keeps for reading without a network: saved guides and banks, pages opened.',
  ),
  robots: { index: false },
};

/**
 * The service worker's answer, offline, for a page this browser does not keep
 * (components/frame/offline/sw.ts). The frame's offline module lists what it does keep.
 */
export default function OfflinePage() {
  return (
    <article className="page-narrow">
      <h1>You are offline</h1>
      <p>
        This page is not saved in this browser. When the network is back, reload it. Until then,
        these are the pages you can read:
      </p>
      <div data-offline-list>
        <p>
          Nothing is saved yet. Open a guide or a bank while online and press “Save … for offline”:
          its pages are kept here.
        </p>
      </div>
      <p>
        <a href={href('/')}>Home</a>
      </p>
      <JsonLd data={breadcrumbList('/offline')} />
    </article>
  );
}
