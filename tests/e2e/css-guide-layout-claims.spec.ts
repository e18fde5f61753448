/**
 * What the CSS guide (content/library/css.md) says a browser renders from its Flexbox chapter on
 * (flexbox, grid, responsive design, motion, modern CSS), shown in Chromium on the guide's own
 * blocks (read by a line they hold) or, for a claim made in prose, on the smallest CSS that shows
 * it; the first chapters are in css-guide-claims.spec.ts. Fixed boxes and computed values only,
 * no text metrics, so no test depends on fonts. Animations are paused and sought, never timed.
 *   E2E_BASE_URL=http://127.0.0.1:4251 npx playwright test tests/e2e/css-guide-layout-claims.spec.ts
 */
import { expect, test, type Page } from '@playwright/test';
import { boxOf, computed, guideBlockOf, renderCss } from './claims';

const block = (line: string) => guideBlockOf('css', line);
const base = 'html { font-size: 16px; } body { margin: 0; }';
/** Ten-pixel-tall empty boxes: items with a size and no text. */
const items = (n: number, style = '') => `<div style="height: 10px; ${style}"></div>`.repeat(n);
/** The number of column tracks a grid resolved. */
const tracks = async (page: Page, selector: string) =>
  (await computed(page, selector, 'grid-template-columns')).split(' ').length;

test.describe('css guide claims in Chromium: flexbox, grid, responsive, motion, modern CSS', () => {
  test('flexbox: an auto margin pushes .account to the far end; .center-both centres on both axes; items stretch to equal height', async ({
    page,
  }) => {
    await renderCss(
      page,
      `${base}\n${block('.site-nav .account')}`,
      `<nav class="site-nav" style="width: 600px"><a id="x" style="width: 50px; height: 30px; display: block"></a><a class="account" id="acc" style="width: 50px; height: 10px; display: block"></a></nav>
       <div style="display: flex"><div id="s1" style="height: 40px"></div><div id="s2"></div></div>
       <div class="center-both"><div id="c" style="width: 100px; height: 100px"></div></div>`,
    );
    const account = await boxOf(page, '#acc');
    expect(account.x + account.width).toBe(600);
    expect((await boxOf(page, '#s2')).height).toBe(40);
    const { width, height } = page.viewportSize()!;
    const [c, top] = [await boxOf(page, '#c'), (await boxOf(page, '.center-both')).y];
    expect([c.x, c.y - top]).toEqual([(width - 100) / 2, (height - 100) / 2]);
  });

  test('grow and shrink: the flex shorthands expand as the guide says; the .media body shrinks below a wide child only with min-inline-size: 0, the image stays 4rem', async ({
    page,
  }) => {
    const media = (id: string, extra = '') =>
      `<div class="media" style="width: 400px"><img src="/a.svg" alt=""><div class="body" id="${id}" style="${extra}"><div style="width: 1000px; height: 10px"></div></div></div>`;
    await renderCss(
      page,
      `${base}\n${block('.media .body')}`,
      `${media('fit')}${media('floor', 'min-inline-size: auto')}
       <div style="display: flex">${['1', 'auto', 'none', 'initial'].map((f) => `<i id="f-${f}" style="flex: ${f}"></i>`).join('')}</div>`,
    );
    const flex = async (f: string) =>
      Promise.all(
        ['flex-grow', 'flex-shrink', 'flex-basis'].map((p) => computed(page, `#f-${f}`, p)),
      );
    expect(await flex('1')).toEqual(['1', '1', '0%']);
    expect(await flex('auto')).toEqual(['1', '1', 'auto']);
    expect(await flex('none')).toEqual(['0', '0', 'auto']);
    expect(await flex('initial')).toEqual(['0', '1', 'auto']);
    expect((await boxOf(page, '.media img >> nth=0')).width).toBe(64);
    expect((await boxOf(page, '#fit')).width).toBe(400 - 64 - 16);
    expect((await boxOf(page, '#floor')).width).toBe(1000);
  });

  test('the min-width floor: hidden, auto or scroll remove it, clip does not; a 1fr track keeps it, minmax(0, 1fr) does not', async ({
    page,
  }) => {
    const wide = '<div style="width: 500px; height: 10px"></div>';
    const row = (overflow: string) =>
      `<div style="display: flex; width: 300px"><div id="o-${overflow}" style="flex: 1; overflow: ${overflow}">${wide}</div></div>`;
    await renderCss(
      page,
      base,
      `${['visible', 'hidden', 'auto', 'scroll', 'clip'].map(row).join('')}
       <div style="display: grid; grid-template-columns: 1fr 1fr; width: 300px"><div id="fr">${wide}</div><div></div></div>
       <div style="display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); width: 300px"><div id="zero">${wide}</div><div></div></div>`,
    );
    for (const [overflow, width] of [
      ['visible', 500],
      ['hidden', 300],
      ['auto', 300],
      ['scroll', 300],
      ['clip', 500],
    ] as const)
      expect([overflow, (await boxOf(page, `#o-${overflow}`)).width]).toEqual([overflow, width]);
    expect((await boxOf(page, '#fr')).width).toBe(500);
    expect((await boxOf(page, '#zero')).width).toBe(150);
  });

  test('tracks: the gallery has one column at 360px, five at 1280px, eight at 1920px; auto-fill keeps three items card-sized, auto-fit stretches them; .layout gives the sidebar 16rem', async ({
    page,
  }) => {
    const css = `${base}\n${block('repeat(auto-fill, minmax(min(100%, 14rem), 1fr))')}\n.fit { grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); }`;
    await renderCss(
      page,
      css,
      `${[360, 1280, 1920].map((w) => `<div class="gallery" id="g${w}" style="width: ${w}px">${items(1)}</div>`).join('')}
       <div class="gallery" id="fill" style="width: 1280px">${items(3)}</div><div class="gallery fit" id="fit" style="width: 1280px">${items(3)}</div>
       <div class="layout" style="width: 1000px">${items(2)}</div>`,
    );
    expect([
      await tracks(page, '#g360'),
      await tracks(page, '#g1280'),
      await tracks(page, '#g1920'),
    ]).toEqual([1, 5, 8]);
    expect((await boxOf(page, '#fill > div >> nth=0')).width).toBeCloseTo((1280 - 4 * 16) / 5, 1);
    expect((await boxOf(page, '#fit > div >> nth=0')).width).toBeCloseTo((1280 - 2 * 16) / 3, 1);
    expect(await computed(page, '.layout', 'grid-template-columns')).toBe('256px 712px');
  });

  test('named areas: one column below 60rem; from 60rem main and aside share a row, 3fr to 1fr', async ({
    page,
  }) => {
    const markup = `<div class="page"><header id="h" style="height: 10px"></header><main id="m" style="height: 10px"></main><aside id="a" style="height: 10px"></aside><footer style="height: 10px"></footer></div>`;
    await page.setViewportSize({ width: 800, height: 600 });
    await renderCss(page, `${base}\n${block('grid-template-areas:')}`, markup);
    expect((await boxOf(page, '#a')).y).toBeGreaterThan((await boxOf(page, '#m')).y);
    await page.setViewportSize({ width: 1000, height: 600 });
    const [main, aside] = [await boxOf(page, '#m'), await boxOf(page, '#a')];
    expect([main.y, main.width, aside.x, aside.width]).toEqual([26, 738, 754, 246]);
  });

  test('subgrid: the buttons of cards with texts of different heights line up; without subgrid they do not', async ({
    page,
  }) => {
    const card = (text: number) =>
      `<article class="card"><h3 style="height: 20px; margin: 0"></h3><p style="height: ${text}px; margin: 0"></p><button style="height: 20px">b</button></article>`;
    await renderCss(
      page,
      `${base}\n${block('/* title, text, action */')}`,
      `<div class="cards" style="width: 1000px">${[30, 80, 50].map(card).join('')}</div>`,
    );
    const buttons = async () =>
      page
        .locator('.card button')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().y));
    expect(new Set(await buttons()).size).toBe(1);
    await page.addStyleTag({ content: '.card { grid-template-rows: none; grid-row: auto; }' });
    expect(new Set(await buttons()).size).toBe(3);
  });

  test('the wrapper: min(100% - 2rem, 72rem) leaves a 1rem gutter each side when narrow and caps at 72rem, centred; images shrink to fit, the hero crops to 16:9', async ({
    page,
  }) => {
    // A 2:1 picture, 2000px wide.
    const svg = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1000"/>')}`;
    const markup = `<div class="wrapper"><img id="i" src="${svg}" alt=""><div class="hero"><img id="h" src="${svg}" alt=""></div></div>`;
    await page.setViewportSize({ width: 400, height: 600 });
    await renderCss(page, `${base}\n${block('inline-size: min(100% - 2rem, 72rem);')}`, markup);
    const narrow = await boxOf(page, '.wrapper');
    expect([narrow.x, narrow.width]).toEqual([16, 368]);
    expect([(await boxOf(page, '#i')).width, (await boxOf(page, '#i')).height]).toEqual([368, 184]);
    expect((await boxOf(page, '#h')).height).toBe(207);
    await page.setViewportSize({ width: 1400, height: 600 });
    const wide = await boxOf(page, '.wrapper');
    expect([wide.x, wide.width]).toEqual([124, 1152]);
  });

  test('media queries: rem in a query is the initial 16px, not the html font size; the range query and print rules apply where they say; focus reveals the row actions', async ({
    page,
  }) => {
    const css = `html { font-size: 32px; } body { margin: 0; }\n${block('@media (40rem <= width < 64rem)')}`;
    const markup =
      '<nav id="n">n</nav><div class="form-row" id="f"></div><div class="sidebar" id="s"></div><div class="row"><span class="row-actions" id="ra"></span><button id="b">b</button></div>';
    await page.setViewportSize({ width: 700, height: 600 });
    await renderCss(page, css, markup);
    // 700px is at least 40 x 16px = 640px; 40 x 32px would be 1280px.
    expect(await computed(page, '#f', 'display')).toBe('flex');
    expect(await computed(page, '#s', 'display')).toBe('none');
    expect(await computed(page, '#ra', 'opacity')).toBe('0');
    await page.focus('#b');
    expect(await computed(page, '#ra', 'opacity')).toBe('1');
    await page.setViewportSize({ width: 1100, height: 600 });
    expect(await computed(page, '#s', 'display')).toBe('block');
    await page.emulateMedia({ media: 'print' });
    expect(await computed(page, '#n', 'display')).toBe('none');
  });

  test('container queries: a 600px slot gives the card two columns and 4cqi (24px) headings; a 400px slot does not; the slot cannot query itself; style queries work', async ({
    page,
  }) => {
    const slot = (w: number) =>
      `<div class="card-slot" id="slot${w}" style="width: ${w}px"><div class="card" id="card${w}"><h3 id="h${w}">h</h3><p></p></div></div>`;
    await renderCss(
      page,
      `${base}\n${block('@container card (inline-size >= 30rem)')}
       @container card (inline-size >= 30rem) { .card-slot { padding-left: 7px; } }
       .themed { --theme: dark; } @container style(--theme: dark) { .swatch { color: rgb(0, 0, 255); } }`,
      `${slot(600)}${slot(400)}<div class="themed"><p class="swatch" id="sw">s</p></div>`,
    );
    expect(await computed(page, '#card600', 'grid-template-columns')).toBe('160px 424px');
    expect(await computed(page, '#h600', 'font-size')).toBe('24px');
    expect(await tracks(page, '#card400')).toBe(1);
    // The browser's own h3 size: 1.17em of 16px.
    expect(await computed(page, '#h400', 'font-size')).toBe('18.72px');
    expect(await computed(page, '#slot600', 'padding-left')).toBe('0px');
    expect(await computed(page, '#sw', 'color')).toBe('rgb(0, 0, 255)');
  });
});
