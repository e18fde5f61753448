import { statSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { categoryPage, practiceCategories, studyCategories } from '@/content/categories';
import { site } from '@/content/site';
import { loadBanks } from '@/lib/practice/loadBanks';
import { topicPath } from '@/lib/practice/paths';
import { siteRoutes } from '@/lib/practice/topicRoutes';
import { trail } from '@/lib/routes';

// Every page: the registry's routes and the practice topic pages the banks add.
const routes = siteRoutes();

const pageUrl = (path: string) => (path === '/' ? '/' : `${path}/`);

test.describe('every route @smoke', () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with and without the trailing slash`, async ({ request }) => {
      const bare = await request.get(route.path, { maxRedirects: 0 });
      if (route.path !== '/') {
        // http-server answers 302, nginx 301: either way a redirect to the trailing slash.
        expect([301, 302]).toContain(bare.status());
        expect(bare.headers().location).toMatch(new RegExp(`${route.path}/$`));
      }
      const response = await request.get(pageUrl(route.path));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      // The static HTML is the whole page: exactly one h1, with text.
      expect((await response.text()).match(/<h1\b[^>]*>[^<]*\S/g)).toHaveLength(1);
    });
  }
});

test('category pages show their heading and cards with their links', async ({ page }) => {
  for (const data of [...studyCategories, ...practiceCategories]) {
    await page.goto(`${data.route}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.heading);
    const links = page.locator('main a:has(h2)');
    await expect(links).toHaveCount(data.cards.length);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      data.cards.map((c) => `${c.href}/`),
    );
    for (const card of data.cards)
      await expect(
        page.locator('main').getByRole('heading', { name: card.title, exact: true }),
      ).toBeVisible();
  }
});

test('card images: 200 px high on the Python landing at desktop and phone widths, others scale', async ({
  page,
}) => {
  const heights = () =>
    page
      .locator('main a:has(h2) img')
      .evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().height));
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/practicepythons/');
    const python = await heights();
    expect(python.length).toBe(categoryPage('/practicepythons').cards.length);
    for (const height of python) expect(height, `at ${width} px`).toBeCloseTo(200, 0);
    // Every other card page keeps its images in their 320 x 180 proportion.
    await page.goto('/practicedatabase/');
    for (const [i, height] of (await heights()).entries()) {
      const imgWidth = await page
        .locator('main a:has(h2) img')
        .nth(i)
        .evaluate((img) => img.getBoundingClientRect().width);
      expect(height, `at ${width} px`).toBeCloseTo((imgWidth * 180) / 320, 0);
    }
  }
});

test('home shows the hero and the three study cards', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The Smartest Way to Learn Skills That Matter',
  );
  await expect(page.getByText('Learn anytime, anywhere.')).toBeVisible();
  const cards = page.locator('main a:has(h3)');
  expect(await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    '/backend/',
    '/frontend/',
    '/database/',
  ]);
  await expect(cards.getByText('Learn More')).toHaveCount(3);
});

test('a card click is a full page load', async ({ page }) => {
  await page.goto('/backend/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('link', { name: /^Java/ }).click();
  await expect(page).toHaveURL(/\/java\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryPage('/java').heading);
  expect(
    await page.evaluate(() => (window as unknown as { marker?: number }).marker),
  ).toBeUndefined();
});

test.describe('navigation', () => {
  test('desktop shows the four links and no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['HOME', 'BOOKS', 'PRACTICE', 'ABOUT US']);
    expect(
      await nav.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual(['/', '/book/', '/practice/', '/about/']);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  test('phone: the button opens and closes the menu; link, outside click and Escape close it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/book/java/arrays-strings/');
    const button = page.locator('button[popovertarget="site-menu"]');
    await expect(button).toHaveAccessibleName('Menu');
    const menu = page.locator('#site-menu');
    const open = () => menu.evaluate((list) => list.matches(':popover-open'));
    const books = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'BOOKS' });
    await expect(books).toBeHidden();
    await button.click();
    expect(await open()).toBe(true);
    await expect(books).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(books).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(books).toBeVisible();
    await page.mouse.click(200, 600);
    await expect(books).toBeHidden();
    expect(await open()).toBe(false);
    await button.click();
    await books.click();
    await expect(page).toHaveURL(/\/book\/$/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'BOOKS' }),
    ).toBeHidden();
    // Back: the page comes back (from the back-forward cache or anew) with its menu closed.
    await page.goBack();
    await expect(page).toHaveURL(/arrays-strings\/$/);
    expect(await open()).toBe(false);
  });
});

test('footer has About Us, quick links, the contact e-mail and the year', async ({ page }) => {
  await page.goto('/database/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('heading', { name: 'About Us' })).toBeVisible();
  const links = footer.getByRole('navigation').getByRole('link');
  await expect(links).toHaveText(['Home', 'About', 'Services', 'Contact']);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    '/',
    '/about/',
    '/practice/',
    `mailto:${site.contactEmail}`,
  ]);
  await expect(footer.getByText(`Email: ${site.contactEmail}`)).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
});

test.describe('compression @smoke', () => {
  test('nginx sends the stored .gz copies the build wrote', async ({ request }) => {
    test.skip(
      process.env.E2E_SERVER !== 'nginx',
      'gzip_static is nginx; http-server here sends files as they are',
    );
    for (const file of ['practice/react/index.html', 'backend/index.html']) {
      const response = await request.get(`/${file.replace(/index\.html$/, '')}`, {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(response.headers()['content-encoding']).toBe('gzip');
      // The stored copy's exact length: compressed per response, nginx would send it chunked.
      expect(Number(response.headers()['content-length'])).toBe(statSync(`out/${file}.gz`).size);
    }
  });

  test('the bucket stores pages and assets gzip-compressed and sends them as stored', async ({
    request,
  }) => {
    test.skip(process.env.E2E_SERVER !== 's3', 'only objects deployed by scripts/deploy-s3.mjs');
    for (const [url, file, type] of [
      ['/practice/react/', 'practice/react/index.html', 'text/html'],
      ['/practice/react/index.txt', 'practice/react/index.txt', 'text/plain'],
      ['/sitemap.xml', 'sitemap.xml', 'application/xml'],
    ]) {
      // Object storage sends what it stores, whatever the request accepts.
      const response = await request.get(url!, { headers: { 'Accept-Encoding': 'identity' } });
      expect(response.headers()['content-encoding'], url).toBe('gzip');
      expect(response.headers()['content-type'], url).toContain(type);
      expect(Number(response.headers()['content-length']), url).toBe(
        statSync(`out/${file}.gz`).size,
      );
      expect(response.headers()['cache-control'], url).toBe('public, max-age=300, must-revalidate');
    }
    const pdf = await request.get('/docs/java.pdf');
    expect(pdf.headers()['content-encoding']).toBeUndefined();
    expect(pdf.headers()['content-type']).toBe('application/pdf');
  });
});

test.describe('not found @smoke', () => {
  test('an unknown path gets the framed not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  });

  for (const [typed, target] of [
    ['/PRACTICE', '/practice/'],
    ['/HTMLPDF/', '/htmlpdf/'],
    ['/typescriptPdf', '/typescriptpdf/'],
    ['/PracticeMySQL/Joins/', '/practicemysql/joins/'],
  ]) {
    test(`${typed} is sent on to ${target}`, async ({ page }) => {
      await page.goto(typed!);
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every card on every category page is visible', async ({ page }) => {
    test.setTimeout(120_000);
    for (const data of [
      categoryPage('/'),
      ...studyCategories,
      categoryPage('/practice'),
      ...practiceCategories,
    ]) {
      await page.goto(data.route === '/' ? '/' : `${data.route}/`);
      for (const card of data.cards) {
        const link = page.locator(`main a[href="${card.href === '/' ? '/' : `${card.href}/`}"]`);
        await expect(link).toBeVisible();
        // The CSS entrance ends fully visible, scripts or not.
        await expect
          .poll(() => link.evaluate((a) => getComputedStyle(a.parentElement!).opacity))
          .toBe('1');
      }
    }
  });

  test('the menu links are usable on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The menu is an HTML popover: its button works without scripts.
    await page.getByRole('button', { name: 'Menu' }).click();
    for (const name of ['HOME', 'BOOKS', 'PRACTICE', 'ABOUT US'])
      await expect(nav.getByRole('link', { name })).toBeVisible();
    await nav.getByRole('link', { name: 'PRACTICE' }).click();
    await expect(page).toHaveURL(/\/practice\/$/);
  });
});

test('sitemap.xml lists every canonical route and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of routes)
    expect(sitemap).toContain(
      `<loc>${site.url}${route.path === '/' ? '/' : `${route.path}/`}</loc>`,
    );
  expect(sitemap).not.toContain('typescriptPdf');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});

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
