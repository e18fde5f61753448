/**
 * What the HTML bank's answers say a browser or the accessibility tree does (semantic, lists and tables), shown
 * in Chromium on the bank's own examples (read from content/practice/html.yaml, never copied
 * here). Each test names its bank, topic and question. The page is set with setContent on a
 * made-up origin whose every request is answered here, so relative URLs resolve, images and text
 * tracks load, and form submissions are recorded; no server is needed. Without a built out/ for
 * the config's web server, run it with E2E_BASE_URL set, which skips that server:
 *   E2E_BASE_URL=http://127.0.0.1:4203 npx playwright test tests/e2e/html-claims-content.spec.ts
 *
 * Roles come from Chromium's own accessibility tree (./claims.ts). The other topics are in the
 * other html-claims-*.spec.ts files.
 */
import { expect, test } from '@playwright/test';
import { axTree, exampleOf, landmarks, show } from './claims';

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
});
