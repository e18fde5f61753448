/**
 * Shared by the specs that run a bank's claims in Chromium (html-claims-*, bootstrap-claims): the
 * bank's own examples, a made-up origin whose every request is answered here (so relative URLs
 * resolve, images, text tracks and Bootstrap's files load, and submissions are recorded, with no
 * server), and Chromium's accessibility tree.
 *
 * Roles come from Chromium's own tree (CDP Accessibility.getFullAXTree), not from Playwright's
 * ARIA snapshot, which computes roles itself: it calls an unnamed aside nested in an article
 * "complementary", where Chromium (and HTML-AAM) make it generic.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { asDocument } from '@/lib/check/html';
import { loadGuide } from '@/lib/library/guide';
import { bankDir, loadBanksFrom } from '@/lib/practice/loadBanks';
import type { Bank } from '@/lib/practice/types';

// Loaded on first use, not at a spec's top level: every Playwright process loads every spec.
const banks = new Map<string, Bank>();

/** The code of <bank>/<topic>/<id>, as the bank has it. */
export function exampleOf(slug: string, topic: string, id: number): string {
  if (!banks.has(slug)) banks.set(slug, loadBanksFrom(bankDir, undefined, [slug])[0]!);
  const code = banks
    .get(slug)!
    .topics.find((t) => t.key === topic)
    ?.questions.find((q) => q.id === id)?.codeExample?.code;
  if (!code) throw new Error(`${slug}/${topic}/${id} has no code example`);
  return code;
}

/**
 * The code block of guide <slug> that holds `line` (one of its lines, or a part of one), as the
 * guide has it: exactly one block must hold it, so a test never reads the wrong block.
 */
export function guideBlockOf(slug: string, line: string): string {
  const blocks = loadGuide(slug)
    .chapters.flatMap((c) => c.nodes)
    .flatMap((node) => (node.type === 'code' && node.value.includes(line) ? [node.value] : []));
  if (blocks.length !== 1)
    throw new Error(`${blocks.length} blocks of the ${slug} guide hold "${line}" (want one)`);
  return blocks[0]!;
}

export const origin = 'http://claims.test';
const pixel =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>';
/** Bootstrap's files as an example links them (`/js/bootstrap.bundle.min.js`). */
const bootstrapFiles: Record<string, [string, string]> = {
  '/js/bootstrap.bundle.min.js': ['js/bootstrap.bundle.min.js', 'text/javascript'],
  '/css/bootstrap.min.css': ['css/bootstrap.min.css', 'text/css'],
};

/**
 * Answers every request of the page: a blank document, an SVG for any image, a small WebVTT file
 * for any .vtt, Bootstrap 5.3's own files, 204 for the rest. Returns the requests, in order.
 */
export async function serve(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route('**/*', (route) => {
    const request = route.request();
    seen.push(request);
    const url = new URL(request.url());
    const bootstrap = bootstrapFiles[url.pathname];
    if (bootstrap)
      return route.fulfill({
        contentType: bootstrap[1],
        body: readFileSync(path.join('node_modules', 'bootstrap', 'dist', bootstrap[0])),
      });
    if (request.resourceType() === 'document')
      return route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>t</title>' });
    if (/\.(jpe?g|png|svg|avif|webp)$/.test(url.pathname))
      return route.fulfill({ contentType: 'image/svg+xml', body: pixel });
    if (url.pathname.endsWith('.vtt'))
      return route.fulfill({
        contentType: 'text/vtt',
        body: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n',
      });
    return route.fulfill({ status: 204 });
  });
  await page.goto(`${origin}/start`);
  return seen;
}

/** Sets the example as the page, wrapped the way the checker wraps it (lib/check/html.ts). */
export async function show(page: Page, code: string): Promise<Request[]> {
  const seen = await serve(page);
  await page.setContent(asDocument(code));
  return seen;
}

export interface AxNode {
  role: string;
  name: string;
  description: string;
  properties: Record<string, unknown>;
}

/** Chromium's accessibility tree, flattened, without ignored nodes. */
export async function axTree(page: Page): Promise<AxNode[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      ignored: boolean;
      role?: { value: string };
      name?: { value: string };
      description?: { value: string };
      properties?: { name: string; value: { value: unknown } }[];
    }[];
  };
  await cdp.detach();
  return nodes
    .filter((n) => !n.ignored)
    .map((n) => ({
      role: n.role?.value ?? '',
      name: n.name?.value ?? '',
      description: n.description?.value ?? '',
      properties: Object.fromEntries((n.properties ?? []).map((p) => [p.name, p.value.value])),
    }));
}

const landmarkRoles = [
  'banner',
  'navigation',
  'main',
  'complementary',
  'contentinfo',
  'region',
  'form',
  'search',
];

/** The landmarks, as `role "name"`, sorted: the CDP list is not in document order. */
export const landmarks = async (page: Page) =>
  (await axTree(page))
    .filter((n) => landmarkRoles.includes(n.role))
    .map((n) => (n.name ? `${n.role} "${n.name}"` : n.role))
    .sort();

/**
 * CSS over markup on the made-up origin; `files` answers requests by path (an @import's
 * stylesheet), before serve's defaults.
 */
export async function renderCss(
  page: Page,
  css: string,
  markup: string,
  files: Record<string, string> = {},
): Promise<void> {
  await serve(page);
  for (const [file, body] of Object.entries(files))
    await page.route(`${origin}${file}`, (route) =>
      route.fulfill({ contentType: 'text/css', body }),
    );
  await page.setContent(`<!DOCTYPE html><title>t</title><style>${css}</style>${markup}`);
}

/** An element's computed value of one property. */
export const computed = (page: Page, selector: string, property: string) =>
  page.locator(selector).evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

/** An element's border box in the viewport. */
export const boxOf = async (page: Page, selector: string) =>
  (await page.locator(selector).boundingBox())!;

/** The id of the element painted topmost at a point. */
export const topmostAt = (page: Page, x: number, y: number) =>
  page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.id, [x, y]);
