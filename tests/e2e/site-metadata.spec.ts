/**
 * What every page tells search engines: breadcrumbs and a topic page's Quiz as structured data,
 * its own title, description and canonical URL, and headings in order.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { site } from '@/content/site';
import { loadBanks } from '@/lib/practice/loadBanks';
import { topicPath } from '@/lib/practice/paths';
import { trail } from '@/lib/routes';
import { pageUrl, routes } from './siteRoutes';

/** The static HTML of every route, read once over HTTP (no browser needed). */
async function allPages(request: APIRequestContext) {
  const pages: { path: string; html: string }[] = [];
  for (const route of routes)
    pages.push({ path: route.path, html: await (await request.get(pageUrl(route.path))).text() });
  return pages;
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, '&');

test('every page carries a BreadcrumbList, and every topic page a Quiz of its questions', async ({
  request,
}) => {
  const banks = loadBanks();
  for (const { path, html } of await allPages(request)) {
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!),
    );
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    expect(crumbs, path).toBeTruthy();
    expect(crumbs['@context']).toBe('https://schema.org');
    const items = crumbs.itemListElement as {
      '@type': string;
      position: number;
      name: string;
      item: string;
    }[];
    expect(items.map((i) => i.item)).toEqual(
      trail(path, routes).map((r) => `${site.url}${pageUrl(r.path)}`),
    );
    expect(
      items.every((i, n) => i['@type'] === 'ListItem' && i.position === n + 1 && i.name.length > 0),
    ).toBe(true);
    const bank = banks.find((b) => b.topics.some((t) => topicPath(b, t.key) === path));
    const quiz = blocks.find((b) => b['@type'] === 'Quiz');
    if (!bank) {
      expect(quiz).toBeUndefined();
      continue;
    }
    const topic = bank.topics.find((t) => topicPath(bank, t.key) === path)!;
    expect(quiz.name).toBe(`${topic.name} · ${bank.title}`);
    if (path === bank.route) expect(quiz.isPartOf).toBeUndefined();
    else
      expect(quiz.isPartOf).toEqual({
        '@type': 'Collection',
        name: bank.title,
        url: `${site.url}${bank.route}/`,
      });
    expect(quiz.hasPart).toHaveLength(topic.questions.length);
    for (const part of quiz.hasPart) {
      expect(part['@type']).toBe('Question');
      expect(part.url).toMatch(new RegExp(`^${site.url}${path}/#${topic.key}-q\\d+$`));
      expect(['Beginner', 'Intermediate', 'Advanced']).toContain(part.educationalLevel);
    }
  }
});

test('each page has its own title, description and canonical URL, and headings in order', async ({
  request,
}) => {
  const titles = new Set<string>();
  for (const { path, html } of await allPages(request)) {
    const title = attr(html, /<title>([^<]*)<\/title>/)!;
    expect(titles.has(title), `duplicate title "${title}"`).toBe(false);
    titles.add(title);
    expect(attr(html, /<meta name="description" content="([^"]+)"/), path).toBeTruthy();
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${site.url}${pageUrl(path)}`);
    expect(attr(html, /<meta property="og:title" content="([^"]+)"/), path).toBeTruthy();
    // Headings never skip a level on the way down (h1 -> h3 without an h2). Code examples are
    // escaped text, so every <hN in <main> is a real heading.
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const levels = [...main.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
    levels.forEach((level, i) =>
      expect(
        level - (i === 0 ? 0 : levels[i - 1]!),
        `${path}: h${level} after h${levels[i - 1]}`,
      ).toBeLessThanOrEqual(1),
    );
  }
});
