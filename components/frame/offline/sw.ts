/**
 * The service worker (scripts/build-sw.mts bundles it into out/sw.js with the build's offline
 * page and its files). Serwist gives the strategies, the precache and the fallback:
 * - pages (HTML): network first, so a learner online always gets the deployed page; each page
 *   fetched is kept for offline reading;
 * - the build's hashed files and Pyodide's folder: cache first, as they are first used (their
 *   names change with their content, so a kept copy is never stale);
 * - offline, a page never opened nor saved gets /offline/, precached at install.
 * A new build's worker takes over at once (skipWaiting, clientsClaim: the pages it would serve
 * are network first, so nothing stale can mix in) and removes what no kept page uses any more.
 */
import { CacheFirst, NetworkFirst, Serwist } from 'serwist';
import { caches_ } from './names';

declare const __OFFLINE_PRECACHE__: { url: string; revision: string | null }[];

interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}
const worker = self as unknown as {
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
};

const hashedFile = /^\/(?:_next\/static|assets)\//;
const pyodideFile = /^\/assets\/pyodide-[0-9a-f]+\//;
const isPage = (request: Request, url: URL) =>
  request.mode === 'navigate' || url.pathname.endsWith('/') || url.pathname.endsWith('.html');

const serwist = new Serwist({
  precacheEntries: __OFFLINE_PRECACHE__,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  // The page's request starts while the worker boots: no delay added on a slow phone.
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && pyodideFile.test(url.pathname),
      handler: new CacheFirst({ cacheName: caches_.pyodide }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && hashedFile.test(url.pathname),
      handler: new CacheFirst({ cacheName: caches_.assets }),
    },
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin &&
        request.method === 'GET' &&
        !url.pathname.startsWith('/pagefind/') &&
        isPage(request, url),
      handler: new NetworkFirst({ cacheName: caches_.pages }),
    },
  ],
  fallbacks: {
    entries: [{ url: '/offline/', matcher: ({ request }) => request.destination === 'document' }],
  },
});
serwist.addEventListeners();

/** A hashed file's name as other files refer to it; Pyodide's files by their folder. */
const referenceOf = (pathname: string) =>
  pyodideFile.exec(pathname)?.[0] ?? pathname.slice(pathname.lastIndexOf('/') + 1);

/**
 * Old caches out: every `learn-` cache this worker does not name, and every kept hashed file
 * that no kept page uses, directly or through a kept script (an older build's files, once the
 * pages that used them have been read again online).
 */
async function prune() {
  const names: string[] = Object.values(caches_);
  for (const name of await caches.keys())
    if (name.startsWith('learn-') && !names.includes(name)) await caches.delete(name);
  const texts: string[] = [];
  const pages = await caches.open(caches_.pages);
  for (const request of await pages.keys()) {
    const response = await pages.match(request);
    if (response) texts.push(await response.text());
  }
  texts.push(__OFFLINE_PRECACHE__.map((entry) => entry.url).join('\n'));
  const assetCaches = await Promise.all([
    caches.open(caches_.assets),
    caches.open(caches_.pyodide),
  ]);
  const entries = (
    await Promise.all(
      assetCaches.map(async (cache) =>
        (await cache.keys()).map((request) => ({
          cache,
          request,
          ref: referenceOf(new URL(request.url).pathname),
        })),
      ),
    )
  ).flat();
  // What is used, found by reading the kept pages and then the scripts they use, until no more.
  const used = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const entry of entries) {
      if (used.has(entry.request.url) || !texts.some((text) => text.includes(entry.ref))) continue;
      used.add(entry.request.url);
      grew = true;
      if (/\.(?:m?js|css|html)$/.test(entry.request.url)) {
        const response = await entry.cache.match(entry.request);
        if (response) texts.push(await response.text());
      }
    }
  }
  for (const entry of entries)
    if (!used.has(entry.request.url)) await entry.cache.delete(entry.request);
}

worker.addEventListener('activate', (event) => event.waitUntil(prune()));
