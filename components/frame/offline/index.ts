/**
 * The page's side of offline reading, loaded by the frame once the service worker (sw.ts) is
 * registered, and only where it has work:
 * - the first visit, before the worker controlled the page: the page and the files it loaded
 *   are kept at once, so the chapter read now reads offline too;
 * - the "Save … for offline" control of a guide's home or a bank's page (GuideHome.tsx,
 *   PracticePage.tsx): its size, then its pages and files fetched into the worker's caches;
 * - /offline/: the list of what this browser keeps.
 * Framework-free; on practice pages it waits for React's hydration before it touches markup.
 */
import { announce } from '../announce';
import { whenHydrated } from '../hydration';
import { caches_, SETS_URL, type OfflineSet } from './names';

export function startOffline(firstVisit: boolean) {
  // At idle: a phone that has just loaded the page is still busy with it.
  if (firstVisit) whenIdle(() => void keepThisPage());
  document.querySelectorAll<HTMLElement>('[data-offline-save]').forEach((slot) => {
    void whenHydrated().then(() => mountSave(slot));
  });
  const list = document.querySelector<HTMLElement>('[data-offline-list]');
  if (list) void listKept(list);
}

/** The page this visit opened, and what it loads, kept as the worker would have kept them. */
async function keepThisPage() {
  const files = [
    // Not the noModule fallback (Next.js's polyfills, 40 kB): no browser with a service worker runs it.
    ...[...document.scripts].filter((s) => !s.noModule).map((s) => s.src),
    ...[
      ...document.querySelectorAll<HTMLLinkElement>(
        'link[rel="stylesheet"], link[rel="modulepreload"]',
      ),
    ].map((l) => l.href),
  ].filter((src) => src && /^\/(?:_next\/static|assets)\//.test(new URL(src).pathname));
  try {
    await (await caches.open(caches_.pages)).add(location.pathname);
    await (await caches.open(caches_.assets)).addAll([...new Set(files)]);
  } catch {
    // Offline already, or storage refused: the worker keeps the next pages as they are opened.
  }
}

// requestIdleCallback is missing in older Safari; a timeout does the same job there.
const whenIdle = (run: () => void) =>
  window.requestIdleCallback
    ? window.requestIdleCallback(run, { timeout: 2000 })
    : window.setTimeout(run, 200);

export const formatBytes = (bytes: number) =>
  bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1e3))} kB`;

async function savedRecord(home: string): Promise<OfflineSet | undefined> {
  const response = await (await caches.open(caches_.saved)).match(home);
  return response ? ((await response.json()) as OfflineSet) : undefined;
}

/** The control: a button that saves the set (or removes it) and a line that says where it is. */
async function mountSave(slot: HTMLElement) {
  const home = slot.dataset.offlineSave!;
  const kind = slot.dataset.offlineKind ?? 'page';
  let set: OfflineSet | undefined;
  try {
    const sets = (await (await fetch(SETS_URL)).json()) as Record<string, OfflineSet>;
    set = sets[home];
  } catch {
    set = await savedRecord(home);
  }
  if (!set) return;
  const found = set;
  const button = document.createElement('button');
  button.type = 'button';
  const status = document.createElement('span');
  status.setAttribute('role', 'status');
  slot.replaceChildren(button, ' ', status);
  const show = (saved: boolean) => {
    button.textContent = saved
      ? `Remove this ${kind} from offline`
      : `Save this ${kind} for offline (${formatBytes(found.bytes)})`;
    button.dataset.offlineSaved = String(saved);
    status.textContent = saved ? `Saved: ${found.pages.length} pages read without a network.` : '';
  };
  show((await savedRecord(home)) !== undefined);
  slot.hidden = false;
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      if (button.dataset.offlineSaved === 'true') {
        await remove(home, found);
        show(false);
        announce(`Removed from offline.`);
      } else {
        await save(home, found, (done) => {
          status.textContent = `Saving… ${done} of ${found.pages.length + found.assets.length}`;
        });
        show(true);
        announce(`Saved for offline.`);
      }
    } catch {
      status.textContent = 'Saving failed: check the connection and try again.';
    } finally {
      button.disabled = false;
    }
  });
}

/** Every page and file of a set fetched into the caches, then the record that it is saved. */
async function save(home: string, set: OfflineSet, progress: (done: number) => void) {
  const pages = await caches.open(caches_.pages);
  const assets = await caches.open(caches_.assets);
  let done = 0;
  const step = async (cache: Cache, url: string, fresh: boolean) => {
    // Hashed files already kept are current; pages are fetched again, so the saved copy is new.
    if (fresh || !(await cache.match(url)))
      await cache.add(new Request(url, { cache: 'no-cache' }));
    progress(++done);
  };
  for (const url of set.pages) await step(pages, url, true);
  for (const url of set.assets) await step(assets, url, false);
  await (
    await caches.open(caches_.saved)
  ).put(
    home,
    new Response(JSON.stringify(set), { headers: { 'Content-Type': 'application/json' } }),
  );
}

async function remove(home: string, set: OfflineSet) {
  await (await caches.open(caches_.saved)).delete(home);
  const pages = await caches.open(caches_.pages);
  for (const url of set.pages) await pages.delete(url);
}

const titleOf = (html: string) =>
  (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** /offline/: the saved guides and banks, then every other page kept, each a link. */
async function listKept(list: HTMLElement) {
  const savedCache = await caches.open(caches_.saved);
  const saved = await Promise.all(
    (await savedCache.keys()).map(async (request) => ({
      path: new URL(request.url).pathname,
      set: (await (await savedCache.match(request))!.json()) as OfflineSet,
    })),
  );
  const inSaved = new Set(saved.flatMap(({ set }) => set.pages));
  const pagesCache = await caches.open(caches_.pages);
  const opened: { path: string; title: string }[] = [];
  for (const request of await pagesCache.keys()) {
    const path = new URL(request.url).pathname;
    if (inSaved.has(path) || path === '/offline/') continue;
    const response = await pagesCache.match(request);
    if (response) opened.push({ path, title: titleOf(await response.text()) || path });
  }
  const section = (heading: string, items: { path: string; title: string }[]) => {
    if (items.length === 0) return [];
    const h2 = document.createElement('h2');
    h2.textContent = heading;
    const ul = document.createElement('ul');
    for (const item of items.sort((a, b) => a.title.localeCompare(b.title))) {
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.href = item.path;
      a.textContent = item.title;
      li.append(a);
      ul.append(li);
    }
    return [h2, ul];
  };
  const nodes = [
    ...section(
      'Saved guides and banks',
      saved.map(({ path, set }) => ({ path, title: `${set.title} (${set.pages.length} pages)` })),
    ),
    ...section('Pages you have opened', opened),
  ];
  if (nodes.length) list.replaceChildren(...nodes);
}
