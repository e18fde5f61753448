/**
 * What the HTML bank's answers say a browser or the accessibility tree does, shown in Chromium
 * on the bank's own examples (read from content/practice/html.yaml, never copied here). Each
 * test names its bank, topic and question. The page is set with setContent on a made-up origin
 * whose every request is answered here, so relative URLs resolve, images and text tracks load,
 * and form submissions are recorded; no server is needed. Without a built out/ for the config's
 * web server, run it with E2E_BASE_URL set, which skips that server:
 *   E2E_BASE_URL=http://127.0.0.1:4203 npx playwright test tests/e2e/html-claims.spec.ts
 *
 * Roles come from Chromium's own accessibility tree (./claims.ts).
 */
import { expect, test } from '@playwright/test';
import { axTree, exampleOf, landmarks, origin, serve, show } from './claims';
import { asDocument } from '@/lib/check/html';

/** The code of html/<topic>/<id>, as the bank has it. */
const example = (topic: string, id: number) => exampleOf('html', topic, id);

test.describe('html bank claims in Chromium', () => {
  test('html/semantic/1: the page regions are landmarks, the labelled aside a named complementary', async ({
    page,
  }) => {
    await show(page, example('semantic', 1));
    expect(await landmarks(page)).toEqual([
      'banner',
      'complementary "Newsletter"',
      'contentinfo',
      'main',
      'navigation "Primary"',
    ]);
  });

  test('html/semantic/1: an aside nested in article or section is a landmark only when named; a header in an article is no banner', async ({
    page,
  }) => {
    await show(
      page,
      `<main><article><header><h2>Post</h2></header>
        <aside>Unnamed, in an article</aside>
        <aside aria-label="Related posts">Named, in an article</aside></article>
      <section><h2>Part</h2><aside>Unnamed, in a section</aside></section>
      <aside>Directly in main</aside></main>`,
    );
    // The aside directly in main, the named one in the article, and main: nothing else.
    expect(await landmarks(page)).toEqual([
      'complementary',
      'complementary "Related posts"',
      'main',
    ]);
  });

  test('html/semantic/2: a section is a region only with an accessible name', async ({ page }) => {
    await show(page, example('semantic', 2));
    // Three sections; only the one labelled by its heading is a region.
    expect(await page.locator('section').count()).toBe(3);
    expect(await landmarks(page)).toEqual(['main', 'region "Comments"']);
  });

  test('html/lists/1: a nested list sits inside a list item, and lists expose their items', async ({
    page,
  }) => {
    await show(page, example('lists', 1));
    const tree = await axTree(page);
    const lists = tree.filter((n) => n.role === 'list');
    expect(lists).toHaveLength(2);
    expect(await page.locator('ol > li').count()).toBe(3);
    expect(await page.locator('ol > li > ul > li').count()).toBe(2);
    expect(await page.locator('ol > ul').count()).toBe(0);
  });

  test('html/lists/3: dt and dd keep their term and definition roles inside the div groups', async ({
    page,
  }) => {
    await show(page, example('lists', 3));
    const tree = await axTree(page);
    expect(tree.filter((n) => n.role === 'term').map((n) => n.name)).toEqual([
      'Order number',
      'Ship to',
      'Bill to',
      'Items',
    ]);
    expect(tree.filter((n) => n.role === 'definition')).toHaveLength(4);
  });

  test('html/lists/2: reversed counts down, start continues at 4, type="a" letters', async ({
    page,
  }) => {
    await show(page, example('lists', 2));
    const markers = (await axTree(page))
      .filter((n) => n.role === 'ListMarker')
      .map((n) => n.name.trim());
    expect(markers).toEqual(['3.', '2.', '1.', '4.', '5.', 'a.', 'b.']);
  });

  test('html/lists/4: each nav is a navigation landmark named by its aria-label', async ({
    page,
  }) => {
    await show(page, example('lists', 4));
    expect(await landmarks(page)).toEqual(['navigation "Breadcrumb"', 'navigation "Primary"']);
  });

  test('html/tables/1: the caption names the table, and the parser puts rows in tbody', async ({
    page,
  }) => {
    await show(page, example('tables', 1));
    const tables = (await axTree(page)).filter((n) => n.role === 'table');
    expect(tables.map((n) => n.name)).toEqual(['Monthly cloud costs, Q2 2024 (EUR)']);
    await page.setContent('<table><tr><td>1</td></tr></table>');
    expect(await page.locator('table > tr').count()).toBe(0);
    expect(await page.locator('table > tbody > tr').count()).toBe(1);
  });

  test('html/tables/2: scope="col" and scope="row" give column and row headers', async ({
    page,
  }) => {
    await show(page, example('tables', 2));
    const tree = await axTree(page);
    expect(tree.filter((n) => n.role === 'columnheader').map((n) => n.name)).toEqual([
      'Drink',
      'Small',
      'Large',
    ]);
    expect(tree.filter((n) => n.role === 'rowheader').map((n) => n.name)).toEqual([
      'Latte',
      'Flat white',
    ]);
  });

  test('html/tables/3: every row of the spanned table ends at the same edge', async ({ page }) => {
    await show(page, example('tables', 3));
    const rightEdges = await page
      .locator('tr')
      .evaluateAll((rows) =>
        rows.map((row) => Math.round(row.lastElementChild!.getBoundingClientRect().right)),
      );
    expect(new Set(rightEdges).size).toBe(1);
    // The second header row has 4 cells: the rowspan covers the first column.
    expect(await page.locator('thead tr:nth-child(2) th').count()).toBe(4);
  });

  test('html/tables/5: the scroller is a focusable region named by the caption, and arrow keys scroll it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 600 });
    await show(page, example('tables', 5));
    // The example's CSS, and a table certain to be wider than the phone whatever fonts the machine
    // has (with Liberation Sans its five columns fit 320 px): the claim is about a table that
    // overflows, not about how wide these fonts make this one.
    await page.addStyleTag({
      content: '.table-scroll { overflow-x: auto; } .table-scroll table { min-width: 480px; }',
    });
    const region = (await axTree(page)).find((n) => n.role === 'region');
    expect(region?.name).toBe('Exchange rates against EUR, 3 June 2024');
    expect(region?.properties.focusable).toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.locator('.table-scroll')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.locator('.table-scroll').evaluate((el) => el.scrollLeft))
      .toBeGreaterThan(0);
  });

  test('html/forms/1: the label names the field, aria-describedby describes it, the wrapping label names the checkbox', async ({
    page,
  }) => {
    await show(page, example('forms', 1));
    const tree = await axTree(page);
    const email = tree.find((n) => n.role === 'textbox');
    expect(email?.name).toBe('Email address');
    expect(email?.description).toBe('We send one newsletter a month. Unsubscribe at any time.');
    expect(tree.find((n) => n.role === 'checkbox')?.name).toBe('I accept the terms');
    // Clicking the label text toggles the checkbox.
    await page.getByText('I accept the terms').click();
    await expect(page.locator('input[name="terms"]')).toBeChecked();
  });

  test('html/forms/2: GET puts the data in the URL, Enter submits, a type="button" does not, readonly is sent', async ({
    page,
  }) => {
    const seen = await show(page, example('forms', 2));
    await page.locator('#q').fill('lamp');
    await page.locator('#q').press('Enter');
    await expect.poll(() => page.url()).toBe(`${origin}/search?q=lamp`);

    await page.setContent(asDocument(example('forms', 2)));
    const before = seen.length;
    await page.locator('#preview').click();
    await page.waitForTimeout(200);
    expect(seen.length).toBe(before);

    await page.locator('#avatar').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('png'),
    });
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => page.url()).toBe(`${origin}/profile`);
    const post = seen.find((r) => r.method() === 'POST')!;
    expect(post.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = post.postData() ?? '';
    expect(body).toContain('name="userId"\r\n\r\nu-1042');
    expect(body).toContain('name="avatar"; filename="me.png"');

    // The same form with the field disabled instead of readonly: the field is not sent.
    await page.goto(`${origin}/start`);
    await page.setContent(
      asDocument(example('forms', 2).replace('value="u-1042" readonly', 'value="u-1042" disabled')),
    );
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => seen.filter((r) => r.method() === 'POST').length).toBe(2);
    expect(seen.filter((r) => r.method() === 'POST')[1]!.postData()).not.toContain('userId');
  });

  test('html/forms/3: the legend names the group, and required on one radio makes the group required', async ({
    page,
  }) => {
    await show(page, example('forms', 3));
    const groups = (await axTree(page)).filter((n) => n.role === 'group');
    expect(groups.map((n) => n.name)).toEqual(['Delivery speed', 'Send updates by']);
    const form = page.locator('form');
    expect(await form.evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(false);
    await page.getByLabel('Express (next day)').check();
    expect(await form.evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(true);
  });

  test('html/forms/5: setCustomValidity keeps the field invalid until cleared, and :user-invalid waits for the user', async ({
    page,
  }) => {
    await show(page, example('forms', 5));
    const pw2 = page.locator('#pw2');
    // Required and empty: :invalid at once, :user-invalid not before any interaction.
    expect(
      await pw2.evaluate((el) => [el.matches(':invalid'), el.matches(':user-invalid')]),
    ).toEqual([true, false]);
    await page.locator('#pw').fill('correct horse battery');
    await pw2.fill('correct horse');
    expect(await pw2.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(
      'The passwords do not match.',
    );
    await pw2.fill('correct horse battery');
    expect(await pw2.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(true);
  });

  test('html/multimedia/2: sizes picks the file; without sizes the browser assumes 100vw; x descriptors follow the density', async ({
    browser,
  }) => {
    const chosen = async (width: number, scale: number, code: string) => {
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        deviceScaleFactor: scale,
      });
      const page = await context.newPage();
      await show(page, code);
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      const sources = await page.evaluate(() =>
        [...document.images].map((img) => img.currentSrc.split('/').pop()),
      );
      await context.close();
      return sources;
    };
    const code = example('multimedia', 2);
    expect(await chosen(1200, 1, code)).toEqual(['harbour-800.jpg', 'avatar-64.jpg']);
    expect(await chosen(900, 1, code)).toEqual(['harbour-1600.jpg', 'avatar-64.jpg']);
    expect(await chosen(500, 2, code)).toEqual(['harbour-1600.jpg', 'avatar-128.jpg']);
    const withoutSizes = code.replace(/\s+sizes="[^"]*"/, '');
    expect(withoutSizes).not.toContain('sizes=');
    expect(await chosen(1200, 1, withoutSizes)).toEqual(['harbour-1600.jpg', 'avatar-64.jpg']);
  });

  test('html/multimedia/3: the first source whose media and type match wins', async ({
    browser,
  }) => {
    const chosen = async (width: number) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await show(page, example('multimedia', 3));
      await page.waitForFunction(() => document.images[0]!.complete);
      const source = await page.evaluate(() => document.images[0]!.currentSrc.split('/').pop());
      await context.close();
      return source;
    };
    // Chromium decodes AVIF, so the AVIF candidate of each crop is taken.
    expect(await chosen(500)).toBe('team-square.avif');
    expect(await chosen(1200)).toBe('team-wide.avif');
  });

  test('html/multimedia/5: the default captions track shows, the subtitles stay off, and the fallback is not rendered', async ({
    page,
  }) => {
    await show(page, example('multimedia', 5));
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelector('video')!.textTracks].map(
            (t) => `${t.kind}:${t.language}:${t.mode}`,
          ),
        ),
      )
      .toEqual(['captions:en:showing', 'subtitles:de:disabled']);
    // The fallback paragraph inside a supported <video> has no box, even when no source plays.
    expect(await page.locator('video p').boundingBox()).toBeNull();
  });

  test('html/semantic/5: details sharing a name close each other; Escape leaves returnValue empty in Chromium', async ({
    page,
  }) => {
    await show(page, example('semantic', 5));
    const details = page.locator('details');
    await details.nth(0).locator('summary').click();
    await details.nth(1).locator('summary').click();
    expect(
      await details.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open)),
    ).toEqual([false, true]);

    await page.locator('#delete-account').click();
    const dialog = page.locator('#confirm-delete');
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    // The dialog's first focusable element takes the focus.
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    expect(await dialog.evaluate((d: HTMLDialogElement) => [d.open, d.returnValue])).toEqual([
      false,
      'delete',
    ]);
    // Focus returns to the opener.
    await expect(page.locator('#delete-account')).toBeFocused();
    // Escape after a reopening that skips the example's reset: Chromium empties returnValue.
    await dialog.evaluate((d: HTMLDialogElement) => d.showModal());
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.returnValue)).toBe('delete');
    await page.keyboard.press('Escape');
    expect(await dialog.evaluate((d: HTMLDialogElement) => [d.open, d.returnValue])).toEqual([
      false,
      '',
    ]);
  });

  test('html/links/1: the skip link is the first Tab stop, and #top scrolls to the top without any such id', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 300 });
    await show(page, example('links', 1));
    await page.addStyleTag({
      content: 'main { padding-bottom: 2000px; } h2 { margin-top: 800px; }',
    });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.getByRole('link', { name: 'Jump to installation' }).click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    expect(await page.locator('#install').evaluate((el) => el.matches(':target'))).toBe(true);
    await page.getByRole('link', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  });
  test('html/basic/4: defer scripts run in document order after parsing, modules are deferred, async runs on arrival', async ({
    page,
  }) => {
    // The example is served as a real page (not setContent), so the parser treats its scripts
    // as it would on a site; vendor.js arrives last but still runs before app.js. It is sent
    // only once the async analytics.js has run (not after a fixed delay, which a loaded machine
    // can outlast), so "async runs on arrival, without waiting" is what the order shows.
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      const name = /\/js\/(\w+)\.js$/.exec(url.pathname)?.[1];
      if (!name)
        return route.fulfill({ contentType: 'text/html', body: asDocument(example('basic', 4)) });
      if (name === 'vendor')
        await page.waitForFunction(() =>
          (window as { ran?: string[] }).ran?.some((r) => r.startsWith('analytics:')),
        );
      await route.fulfill({
        contentType: 'text/javascript',
        body: `(window.ran ||= []).push('${name}:' + document.readyState);`,
      });
    });
    await page.goto(`${origin}/dashboard`);
    await expect
      .poll(() => page.evaluate(() => (window as { ran?: string[] }).ran?.length))
      .toBe(4);
    const ran = await page.evaluate(() => (window as unknown as { ran: string[] }).ran);
    // Deferred classic scripts and the module: after parsing (interactive), in document order.
    expect(ran.filter((r) => !r.startsWith('analytics'))).toEqual([
      'vendor:interactive',
      'app:interactive',
      'main:interactive',
    ]);
    // The async script did not wait for the slow vendor.js.
    const analytics = ran.findIndex((r) => r.startsWith('analytics:'));
    expect(analytics).toBeLessThan(ran.indexOf('vendor:interactive'));
  });

  test('html/links/3: download names the saved file, a slash becomes an underscore, and a cross-origin link navigates', async ({
    page,
  }) => {
    await show(page, example('links', 3));
    const saved = async (click: () => Promise<void>) => {
      const [download] = await Promise.all([page.waitForEvent('download'), click()]);
      return download.suggestedFilename();
    };
    expect(await saved(() => page.getByRole('link', { name: /Q3 report/ }).click())).toBe(
      'report-2024-q3.csv',
    );
    // The blob: URL made in the browser is saved under the script's name.
    expect(
      await saved(() => page.getByRole('button', { name: 'Export notes as text' }).click()),
    ).toBe('notes.txt');
    await page.setContent(
      '<a id="slash" href="/notes/a.txt" download="a/b.txt">a</a><a id="away" href="http://elsewhere.test/page.html" download="x.html">b</a>',
    );
    expect(await saved(() => page.locator('#slash').click())).toBe('a_b.txt');
    await page.locator('#away').click();
    await expect.poll(() => page.url()).toBe('http://elsewhere.test/page.html');
  });
  test('html/lists/5: with the CSS from the comment, the whole card is the link and the button stays clickable', async ({
    page,
  }) => {
    const code = example('lists', 5);
    const css = /<!-- CSS:([\s\S]*?)-->/.exec(code)?.[1];
    expect(css).toContain('::after');
    await show(page, code);
    await page.addStyleTag({ content: css! });
    const card = page.locator('.card').first();
    const hit = (selector: string) =>
      card
        .locator(selector)
        .first()
        .evaluate((el) => {
          const box = el.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return top?.closest('a, button')?.textContent?.trim();
        });
    expect(await hit('img')).toBe('Brass desk lamp');
    expect(await hit('p')).toBe('Brass desk lamp');
    expect(await hit('button')).toBe('Add to cart');
    const tree = await axTree(page);
    expect(tree.filter((n) => n.role === 'link').map((n) => n.name)).toEqual([
      'Brass desk lamp',
      'Oak chair',
    ]);
    expect(tree.find((n) => n.role === 'button')?.name).toBe('Add to cart: Brass desk lamp');
  });

  test('html/forms/4: the code field keeps what is typed and checks it with pattern; type="number" would drop the space', async ({
    page,
  }) => {
    await show(page, example('forms', 4));
    const code = page.locator('#su-code');
    await code.pressSequentially('123 456');
    expect(
      await code.evaluate((el: HTMLInputElement) => [el.value, el.validity.patternMismatch]),
    ).toEqual(['123 456', true]);
    await code.fill('123456');
    expect(await code.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(true);
    await page.setContent('<input id="n" type="number">');
    await page.locator('#n').pressSequentially('4111 1111');
    expect(await page.locator('#n').inputValue()).toBe('41111111');
    await page.locator('#n').fill('1e3');
    expect(await page.locator('#n').evaluate((el: HTMLInputElement) => el.valueAsNumber)).toBe(
      1000,
    );
  });

  test('html/multimedia/4: width and height reserve the box at the right ratio before the file arrives', async ({
    page,
  }) => {
    // Images never arrive here (the later route wins and never answers), so what is measured
    // is the space the attributes reserve.
    await serve(page);
    await page.route('**/*.jpg', () => undefined);
    await page.setContent(asDocument(example('multimedia', 4)), { waitUntil: 'domcontentloaded' });
    await page.addStyleTag({
      content: 'img { max-width: 100%; height: auto; } body { width: 600px; }',
    });
    const hero = page.locator('img').first();
    expect(await hero.evaluate((el) => getComputedStyle(el).aspectRatio)).toBe('auto 1200 / 500');
    expect(await hero.evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(250);
    // Without the attributes the same image takes no height until it loads.
    await page.setContent(
      '<img src="/img/hero.jpg" alt="" style="max-width: 100%; height: auto">',
      {
        waitUntil: 'domcontentloaded',
      },
    );
    expect(await page.locator('img').evaluate((el) => el.getBoundingClientRect().height)).toBe(0);
  });
  test('html/basic/1: the doctype gives no-quirks mode; without it tables stop inheriting font size', async ({
    page,
  }) => {
    const code = example('basic', 1);
    const served = async (body: string) => {
      await page.unrouteAll();
      await page.route('**/*', (route) => route.fulfill({ contentType: 'text/html', body }));
      await page.goto(`${origin}/orders`);
    };
    const probe =
      '<style>body { font-size: 30px }</style><table><tr><td id="cell">x</td></tr></table>';
    await served(code.replace('</main>', `${probe}</main>`));
    expect(await page.evaluate(() => document.compatMode)).toBe('CSS1Compat');
    expect(await page.locator('#cell').evaluate((el) => getComputedStyle(el).fontSize)).toBe(
      '30px',
    );
    await served(code.replace('<!DOCTYPE html>', '').replace('</main>', `${probe}</main>`));
    expect(await page.evaluate(() => document.compatMode)).toBe('BackCompat');
    expect(await page.locator('#cell').evaluate((el) => getComputedStyle(el).fontSize)).toBe(
      '16px',
    );
  });

  test('html/basic/2: the HTTP charset beats the meta, and a BOM beats both', async ({ page }) => {
    const bytes = Buffer.from(example('basic', 2), 'utf8');
    const load = async (body: Buffer, contentType: string) => {
      await page.unrouteAll();
      await page.route('**/*', (route) =>
        route.fulfill({ body, headers: { 'content-type': contentType } }),
      );
      await page.goto(`${origin}/menu`);
      return page.evaluate(() => [document.characterSet, document.title]);
    };
    expect(await load(bytes, 'text/html')).toEqual(['UTF-8', 'Café crème - Menu et horaires']);
    expect(await load(bytes, 'text/html; charset=ISO-8859-1')).toEqual([
      'windows-1252',
      'CafÃ© crÃ¨me - Menu et horaires',
    ]);
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]);
    expect(await load(bom, 'text/html; charset=ISO-8859-1')).toEqual([
      'UTF-8',
      'Café crème - Menu et horaires',
    ]);
  });
});
