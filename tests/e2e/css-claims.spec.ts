/**
 * What the CSS bank's answers say a browser renders (a cascade winner, a computed size, a
 * layout), shown in Chromium on the bank's own examples (read from content/practice/css.yaml,
 * never copied here) over small markup written here. Sizes are fixed boxes or computed values,
 * never text metrics, so no test depends on fonts. Without a built out/ for the config's web
 * server, run it with E2E_BASE_URL set, which skips that server:
 *   E2E_BASE_URL=http://127.0.0.1:4281 npx playwright test tests/e2e/css-claims.spec.ts
 */
import { expect, test, type Page } from '@playwright/test';
import { exampleOf, serve } from './claims';

/** The code of css/<topic>/<id>, as the bank has it. */
const example = (topic: string, id: number) => exampleOf('css', topic, id);

/** The example's CSS over the markup (requests, such as an @import, are answered by serve). */
async function render(page: Page, css: string, markup: string) {
  await serve(page);
  await page.setContent(`<!DOCTYPE html><title>t</title><style>${css}</style>${markup}`);
}

const style = (page: Page, selector: string, property: string) =>
  page.locator(selector).evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

const box = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!;

test.describe('css bank claims in Chromium', () => {
  test('css/selectors/1: the ID rule wins over every class, attribute and type combination: teal', async ({
    page,
  }) => {
    await render(
      page,
      example('selectors', 1),
      '<div class="article"><p id="lead" class="intro" data-size="lg">x</p></div>',
    );
    expect(await style(page, '#lead', 'color')).toBe('rgb(0, 128, 128)');
  });

  test('css/selectors/2: a later layer beats higher specificity; unlayered beats every layer; !important in the first layer wins', async ({
    page,
  }) => {
    const css = example('selectors', 2);
    await render(
      page,
      css,
      '<div id="checkout"><button class="btn" id="a">a</button><button class="btn bg-danger" id="b">b</button></div><p hidden id="h" style="display: block">h</p>',
    );
    // The unlayered `button` rule overrides both layered rules, as the comment warns.
    expect(await style(page, '#a', 'background-color')).toBe('rgb(211, 211, 211)');
    expect(await style(page, '#b', 'background-color')).toBe('rgb(211, 211, 211)');
    // !important in the reset layer beats even an inline style.
    expect(await style(page, '#h', 'display')).toBe('none');
    // Without the unlayered rule: utilities (0,1,0) beats components (1,1,0).
    await render(
      page,
      css.replace(/^button \{[^}]*\}/m, ''),
      '<div id="checkout"><button class="btn" id="a">a</button><button class="btn bg-danger" id="b">b</button></div>',
    );
    expect(await style(page, '#a', 'background-color')).toBe('rgb(0, 0, 128)');
    expect(await style(page, '#b', 'background-color')).toBe('rgb(220, 20, 60)');
  });

  test('css/selectors/3: :where() counts zero, so one class overrides it; :is() takes its most specific argument', async ({
    page,
  }) => {
    await render(
      page,
      `${example('selectors', 3)}\n.sidebar .nav a { color: red; }`,
      '<div class="prose"><a id="w" class="link-muted" href="#">w</a><a id="d" href="#">d</a></div><div class="sidebar"><nav class="nav"><a id="s" href="#">s</a></nav></div><ul class="x" id="u"><li>i</li></ul>',
    );
    expect(await style(page, '#w', 'color')).toBe('rgb(128, 128, 128)');
    expect(await style(page, '#d', 'color')).toBe('rgb(0, 128, 128)');
    // (1,0,1) from #main inside :is() beats (0,2,1) though the link is in .sidebar.
    expect(await style(page, '#s', 'color')).toBe('rgb(0, 0, 128)');
    expect(await style(page, '#u', 'list-style-type')).toBe('none');
  });

  test('css/boxmodel/1: content-box renders 250px wide, border-box 200px with a 150px content area', async ({
    page,
  }) => {
    await render(
      page,
      example('boxmodel', 1),
      '<div class="content-box" id="c"></div><div class="border-box" id="b"></div><div id="p"></div>',
    );
    expect((await box(page, '#c')).width).toBe(250);
    expect((await box(page, '#b')).width).toBe(200);
    expect(await page.locator('#b').evaluate((el) => el.clientWidth - 40)).toBe(150);
    // The inherited border-box reaches an element with no class too.
    expect(await style(page, '#p', 'box-sizing')).toBe('border-box');
  });

  test('css/boxmodel/2: sibling margins collapse to the larger; a first child margin escapes unless a fix stops it', async ({
    page,
  }) => {
    const h2 = '<h2 style="height: 10px; margin-block-end: 0"></h2>';
    await render(
      page,
      `html { font-size: 16px; } body { margin: 0; } h2 { margin: 0; }\n${example('boxmodel', 2)}`,
      `<div class="first" style="height: 10px"></div><div class="second" style="height: 10px"></div>
       <div class="panel" id="plain">${h2}</div>
       <div class="panel with-padding" id="pad">${h2}</div>
       <div class="panel new-context" id="ctx">${h2}</div>
       <div class="panel as-flex" id="flex">${h2}</div>
       <div class="stack" id="stack"><div style="height: 10px"></div><div style="height: 10px"></div></div>`,
    );
    const first = await box(page, '.first');
    const second = await box(page, '.second');
    expect(second.y - (first.y + first.height)).toBe(24);
    for (const [id, inside] of [
      ['#plain', false],
      ['#pad', true],
      ['#ctx', true],
      ['#flex', true],
    ] as const) {
      const panel = await box(page, id);
      const heading = await box(page, `${id} > h2`);
      // Inside: the 32px (2rem) margin sits between the panel's top and the heading.
      expect(heading.y - panel.y).toBe(inside ? 32 + (id === '#pad' ? 1 : 0) : 0);
    }
    const [a, b] = await page
      .locator('#stack > div')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
    expect(b!.y - (a!.y + a!.height)).toBe(16);
  });

  test('css/layout/5: a z-index of 9999 inside a level-1 context still paints under a level-2 sibling', async ({
    page,
  }) => {
    await render(
      page,
      `body { margin: 0; } .site-header { height: 50px; } .dropdown { top: 20px; width: 100px; height: 100px; } .hero { height: 200px; }\n${example('layout', 5)}`,
      '<header class="site-header"><div class="dropdown" id="dd"></div></header><section class="hero" id="hero"></section>',
    );
    // (10, 60) is inside both the dropdown (20..120) and the hero (50..250).
    expect(await page.evaluate(() => document.elementFromPoint(10, 60)?.id)).toBe('hero');
    // Fix 1 from the comment: the header at level 3.
    await page.addStyleTag({ content: '.site-header { z-index: 3; }' });
    expect(await page.evaluate(() => document.elementFromPoint(10, 60)?.id)).toBe('dd');
  });

  test('css/typography/1 and 2: rem follows the root, em compounds, unitless line-height is computed per element', async ({
    page,
  }) => {
    await render(
      page,
      `${example('typography', 1)}\n${example('typography', 2)}`,
      '<h1 id="h">x</h1><button class="button small" id="b">x</button><ul><li id="l1">a<ul><li id="l2">b<ul><li id="l3">c</li></ul></li></ul></li></ul>',
    );
    expect(await style(page, '#h', 'font-size')).toBe('40px');
    expect(await style(page, '#h', 'line-height')).toBe('46px'); // 1.15 x 40px
    expect(await style(page, '#b', 'font-size')).toBe('14px');
    expect(await style(page, '#b', 'padding-left')).toBe('14px'); // 1em of its own 14px
    const sizes = await Promise.all(
      ['#l1', '#l2', '#l3'].map((id) => style(page, id, 'font-size')),
    );
    expect(sizes.map((s) => Math.round(Number.parseFloat(s) * 100) / 100)).toEqual([
      14.4, 12.96, 11.66,
    ]);
  });
  test('css/layout/2: flex: 1 is 1 1 0%, min-width: 0 lets the title shrink below a wide child, flex: none keeps the actions', async ({
    page,
  }) => {
    await render(
      page,
      `html { font-size: 16px; } body { margin: 0; }\n${example('layout', 2)}`,
      `<div class="toolbar" style="width: 300px"><div class="title" id="fit"><div style="width: 500px; height: 10px"></div></div><div class="actions" style="width: 100px; height: 10px"></div></div>
       <div class="toolbar" style="width: 300px"><div class="title" id="trap" style="min-width: auto; overflow: visible"><div style="width: 500px; height: 10px"></div></div><div class="actions" id="squeezed" style="width: 100px; height: 10px"></div></div>
       <div class="toolbar" style="width: 300px"><div class="title" id="hidden" style="min-width: auto"><div style="width: 500px; height: 10px"></div></div><div class="actions" style="width: 100px; height: 10px"></div></div>`,
    );
    expect(await style(page, '#fit', 'flex-basis')).toBe('0%');
    expect(await style(page, '#fit', 'flex-grow')).toBe('1');
    // 300 - 100 (actions) - 12 (0.75rem gap) = 188
    expect((await box(page, '#fit')).width).toBe(188);
    expect((await box(page, '.actions >> nth=0')).width).toBe(100);
    // Without min-width: 0 (and with overflow visible: overflow: hidden alone would also set the
    // automatic minimum to 0) the title stays at its content's 500px and overflows the toolbar.
    expect((await box(page, '#trap')).width).toBe(500);
    expect((await box(page, '#squeezed')).width).toBe(100);
    expect((await box(page, '#hidden')).width).toBe(188);
  });

  test('css/layout/3: auto-fill keeps empty tracks, auto-fit stretches two items across the row', async ({
    page,
  }) => {
    const two = '<div style="height: 10px"></div><div style="height: 10px"></div>';
    await render(
      page,
      `html { font-size: 16px; } body { margin: 0; }\n${example('layout', 3)}\n.features { grid-template-columns: repeat(auto-fill, minmax(min(12rem, 100%), 1fr)); }`,
      `<div class="gallery" style="width: 1000px">${two}</div><div class="features" style="width: 1000px">${two}</div><div class="gallery" style="width: 200px" id="narrow">${two}</div>`,
    );
    // 1000px holds three 16rem (256px) columns with 1rem gaps: (1000 - 32) / 3 = 322.67
    expect(Math.round((await box(page, '.gallery > div >> nth=0')).width)).toBe(323);
    // min(16rem, 100%): a 200px container gets one 200px column, no overflow.
    expect((await box(page, '#narrow > div >> nth=0')).width).toBe(200);
    // The same two items under auto-fit (the example's .features) fill the row: 492px each.
    await render(
      page,
      `html { font-size: 16px; } body { margin: 0; }\n${example('layout', 3)}`,
      `<div class="features" style="width: 1000px">${two}</div>`,
    );
    expect((await box(page, '.features > div >> nth=0')).width).toBe(492);
  });

  test('css/boxmodel/5: padding-top % resolves against the width; aspect-ratio gives the same 16:9 box', async ({
    page,
  }) => {
    await render(
      page,
      `body { margin: 0; }\n${example('boxmodel', 5)}`,
      `<div style="width: 640px; height: 50px"><div class="embed-legacy" id="legacy"></div></div>
       <div style="width: 640px"><div class="video-frame" id="modern"></div></div>`,
    );
    // 56.25% of the 640px width, although the parent is only 50px tall.
    expect((await box(page, '#legacy')).height).toBe(360);
    expect((await box(page, '#modern')).height).toBe(360);
  });
});
