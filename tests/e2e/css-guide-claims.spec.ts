/**
 * What the CSS guide (content/library/css.md) says a browser renders in its first three chapters
 * (selectors and the cascade, the box model, typography and colour), shown in Chromium on the
 * guide's own blocks (read from the guide by a line they hold, never copied here) or, for a claim
 * made in prose, on the smallest CSS that shows it. The later chapters are in
 * css-guide-layout-claims.spec.ts. Sizes are fixed boxes or computed values, never text metrics,
 * so no test depends on fonts. No site is needed; without a built out/, skip its server:
 *   E2E_BASE_URL=http://127.0.0.1:4251 npx playwright test tests/e2e/css-guide-claims.spec.ts
 */
import { expect, test } from '@playwright/test';
import { boxOf, computed, guideBlockOf, renderCss, topmostAt } from './claims';

/** The CSS guide's block that holds `line`. */
const block = (line: string) => guideBlockOf('css', line);
const base = 'html { font-size: 16px; } body { margin: 0; }';

test.describe('css guide claims in Chromium: cascade, box model, typography', () => {
  test('specificity: :where(.btn) scores zero, so a bare type selector overrides it; #promo .title (1,1,0) beats .sidebar .card h2.title (0,3,1); #nav .link:hover beats nav ul li a', async ({
    page,
  }) => {
    // The type selector comes first: it wins on specificity alone, not on order.
    await renderCss(
      page,
      `button { padding: 2px; }\n${block(':where(.btn)')}\n#nav .link:hover { color: rgb(0, 0, 255); } nav ul li a { color: rgb(0, 128, 0); }`,
      `<button class="btn" id="b">b</button>
       <div id="promo" class="sidebar"><div class="card"><h2 class="title" id="t">t</h2></div></div>
       <nav id="nav"><ul><li><a class="link" id="l" href="#" style="display: block; height: 20px">l</a></li></ul></nav>`,
    );
    expect(await computed(page, '#b', 'padding-top')).toBe('2px');
    expect(await computed(page, '#t', 'color')).toBe('rgb(220, 20, 60)');
    expect(await computed(page, '#l', 'color')).toBe('rgb(0, 128, 0)');
    await page.hover('#l');
    expect(await computed(page, '#l', 'color')).toBe('rgb(0, 0, 255)');
  });

  test('cascade layers: utilities beat components at lower specificity, the vendor layer loses to base, !important reverses the layer order, unlayered beats every layer', async ({
    page,
  }) => {
    const vendor = '#v a { color: rgb(255, 0, 0); } a.imp { color: rgb(0, 128, 0) !important; }';
    await renderCss(
      page,
      `${block('@layer reset, vendor')}\n@layer utilities { a.imp { color: rgb(0, 0, 255) !important; } }\n.unlayered { color: rgb(1, 2, 3); }`,
      `<a id="plain" href="#">a</a><nav class="nav"><a id="nav" href="#">n</a><a id="muted" class="text-muted" href="#">m</a><a id="unl" class="unlayered" href="#">u</a></nav>
       <div id="v"><a id="vendor" href="#">v</a><a id="imp" class="imp" href="#">i</a></div>`,
      { '/css/vendor/datepicker.css': vendor },
    );
    expect(await computed(page, '#plain', 'color')).toBe('rgb(11, 92, 173)');
    expect(await computed(page, '#nav', 'color')).toBe('rgb(255, 255, 255)');
    expect(await computed(page, '#muted', 'color')).toBe('rgb(92, 102, 112)');
    // The vendor's (1,0,1) rule loses to base's (0,0,1) `a`: the layer decides first.
    expect(await computed(page, '#vendor', 'color')).toBe('rgb(11, 92, 173)');
    // Important: the early vendor layer beats the later utilities layer.
    expect(await computed(page, '#imp', 'color')).toBe('rgb(0, 128, 0)');
    expect(await computed(page, '#unl', 'color')).toBe('rgb(1, 2, 3)');
  });

  test('how the cascade decides: a style attribute beats any selector, an animation beats normal author styles, the nearer @scope root wins wherever it appears', async ({
    page,
  }) => {
    await renderCss(
      page,
      `#s#s#s { color: rgb(255, 0, 0); }
       @keyframes k { from, to { color: rgb(0, 128, 0); } }
       #an { animation: k 1s paused; } #an#an#an { color: rgb(255, 0, 0); }
       @scope (.inner) { p { color: rgb(0, 0, 255); } }
       @scope (.outer) { p { color: rgb(255, 0, 0); } }`,
      `<p id="s" style="color: rgb(0, 0, 255)">s</p><p id="an">a</p>
       <div class="outer"><div class="inner"><p id="sc">c</p></div></div>`,
    );
    expect(await computed(page, '#s', 'color')).toBe('rgb(0, 0, 255)');
    expect(await computed(page, '#an', 'color')).toBe('rgb(0, 128, 0)');
    expect(await computed(page, '#sc', 'color')).toBe('rgb(0, 0, 255)');
  });

  test('inheritance: color inherits and margin does not; initial is the property initial value, revert the browser default, unset inherits an inherited property', async ({
    page,
  }) => {
    await renderCss(
      page,
      `#parent { color: rgb(0, 0, 255); margin: 7px; } #init { display: initial; } #rev { display: revert; } p.red { color: rgb(255, 0, 0); } #unset { color: unset; }`,
      `<div id="parent"><p id="child">c</p><p id="unset" class="red">u</p></div><div id="init">i</div><div id="rev">r</div>`,
    );
    expect(await computed(page, '#child', 'color')).toBe('rgb(0, 0, 255)');
    expect(await computed(page, '#child', 'margin-left')).toBe('0px');
    expect(await computed(page, '#init', 'display')).toBe('inline');
    expect(await computed(page, '#rev', 'display')).toBe('block');
    expect(await computed(page, '#unset', 'color')).toBe('rgb(0, 0, 255)');
  });

  test('box-sizing: a 300px content-box with 20px padding and a 1px border is 342px wide; the border-box .panel is min(100%, 40rem) and centred', async ({
    page,
  }) => {
    await renderCss(
      page,
      `${base}\n${block('box-sizing: border-box;')}`,
      `<div id="cb" style="box-sizing: content-box; width: 300px; padding: 20px; border: 1px solid"></div>
       <div style="width: 1000px"><div class="panel" id="wide"></div></div>
       <div style="width: 500px"><div class="panel" id="narrow"></div></div>`,
    );
    expect((await boxOf(page, '#cb')).width).toBe(342);
    const wide = await boxOf(page, '#wide');
    expect([wide.x, wide.width]).toEqual([180, 640]);
    expect(await page.locator('#wide').evaluate((el) => el.clientWidth)).toBe(638);
    expect((await boxOf(page, '#narrow')).width).toBe(500);
  });

  test('logical properties and display: margin-inline-start is the left margin in English and the right one in Arabic; inline flex is inline-flex; inline boxes ignore width; flow-root contains floats', async ({
    page,
  }) => {
    await renderCss(
      page,
      `${base} .m { margin-inline-start: 10px; }`,
      `<div class="m" id="en" lang="en"></div><div dir="rtl" lang="ar"><div class="m" id="ar"></div></div>
       <div id="two" style="display: inline flex"></div><span id="in" style="width: 100px; height: 100px"></span>
       <div id="fr" style="display: flow-root"><div style="float: left; width: 10px; height: 50px"></div></div>
       <div id="nofr"><div style="float: left; width: 10px; height: 50px"></div></div>`,
    );
    expect(await computed(page, '#en', 'margin-left')).toBe('10px');
    expect(await computed(page, '#ar', 'margin-right')).toBe('10px');
    expect(await computed(page, '#ar', 'margin-left')).toBe('0px');
    expect(await computed(page, '#two', 'display')).toBe('inline-flex');
    expect((await boxOf(page, '#in')).width).toBe(0);
    expect((await boxOf(page, '#fr')).height).toBe(50);
    expect((await boxOf(page, '#nofr')).height).toBe(0);
  });

  test('margin collapsing: 24px over 16px gives a 24px gap, a child margin escapes a bare parent, never in a flex container; percentage padding follows the inline size', async ({
    page,
  }) => {
    const pair =
      '<div class="a" style="height: 10px; margin-bottom: 24px"></div><div class="b" style="height: 10px; margin-top: 16px"></div>';
    await renderCss(
      page,
      base,
      `<div id="flow">${pair}</div><div id="flex" style="display: flex; flex-direction: column">${pair}</div>
       <div id="parent" style="margin-top: 40px"><div id="kid" style="margin-top: 30px; height: 10px"></div></div>
       <div style="width: 400px; height: 10px"><div id="pct" style="padding-top: 50%"></div></div>`,
    );
    for (const [id, gap] of [
      ['#flow', 24],
      ['#flex', 40],
    ] as const) {
      const a = await boxOf(page, `${id} > .a`);
      expect((await boxOf(page, `${id} > .b`)).y - (a.y + a.height)).toBe(gap);
    }
    // The kid's 30px margin collapses into the parent's 40px: both start at the same y.
    expect((await boxOf(page, '#kid')).y).toBe((await boxOf(page, '#parent')).y);
    expect((await boxOf(page, '#pct')).height).toBe(200);
  });

  test('overflow and outline: hidden is still a scroll container script can scroll, clip is not; an outline takes no space', async ({
    page,
  }) => {
    const tall = '<div style="height: 200px"></div>';
    await renderCss(
      page,
      base,
      `<div id="hidden" style="overflow: hidden; height: 50px">${tall}</div><div id="clip" style="overflow: clip; height: 50px">${tall}</div>
       <div id="ol" style="width: 100px; height: 10px; outline: 10px solid"></div>`,
    );
    const scrolled = (id: string) =>
      page.locator(id).evaluate((el) => ((el.scrollTop = 30), el.scrollTop));
    expect(await scrolled('#hidden')).toBe(30);
    expect(await scrolled('#clip')).toBe(0);
    expect((await boxOf(page, '#ol')).width).toBe(100);
  });

  test('positioning: a transformed ancestor holds a fixed box; sticky does not stick under an overflow: hidden ancestor, nor in a stretched grid item, until align-self: start', async ({
    page,
  }) => {
    await renderCss(
      page,
      `${base} .st { position: sticky; inset-block-start: 0; height: 20px; }`,
      `<div style="transform: translateX(0); margin-top: 100px; height: 10px"><div id="fx" style="position: fixed; top: 0; height: 10px"></div></div>
       <div><div class="st" id="free"></div><div style="height: 3000px"></div></div>
       <div style="overflow: hidden"><div class="st" id="hidden"></div><div style="height: 3000px"></div></div>
       <div style="display: grid; grid-template-columns: 1fr 1fr"><div class="st" id="stretched" style="height: auto"></div><div style="height: 3000px"></div></div>
       <div style="display: grid; grid-template-columns: 1fr 1fr"><div class="st" id="start" style="align-self: start"></div><div style="height: 3000px"></div></div>`,
    );
    expect((await boxOf(page, '#fx')).y).toBe(100);
    const top = (id: string) =>
      page.locator(id).evaluate((el) => Math.round(el.getBoundingClientRect().top));
    for (const id of ['#free', '#hidden', '#stretched', '#start']) {
      await page.locator(id).evaluate((el) => {
        window.scrollTo(0, 0);
        window.scrollTo(0, el.getBoundingClientRect().top + 500);
      });
      expect([id, await top(id)]).toEqual([id, id === '#free' || id === '#start' ? 0 : -500]);
    }
  });

  test('stacking: isolation: isolate keeps the badge z-index: 1 inside .card, so a later positioned sibling paints over it', async ({
    page,
  }) => {
    await renderCss(
      page,
      `${base} .card { width: 100px; height: 100px; } .badge { width: 50px; height: 50px; }\n${block('isolation: isolate;')}`,
      `<div class="card"><span class="badge" id="badge"></span></div>
       <div id="over" style="position: relative; margin-top: -100px; width: 100px; height: 100px"></div>`,
    );
    // The badge sits 0.5rem from the top and the end: x 42..92, y 8..58.
    expect(await topmostAt(page, 60, 20)).toBe('over');
    await page.addStyleTag({ content: '.card { isolation: auto; }' });
    expect(await topmostAt(page, 60, 20)).toBe('badge');
  });

  test('fluid type and line-height: the h1 clamp resolves per viewport; a unitless line-height is recomputed per element, 1.5em is fixed on the parent', async ({
    page,
  }) => {
    const css = `${base}\n${block('font-size: clamp(1.75rem, 1.2rem + 2.5vw, 3rem)')}`;
    const markup = `<h1 id="h">h</h1><div style="font-size: 10px; line-height: 1.5"><p id="unitless" style="font-size: 40px">u</p></div>
       <div style="font-size: 10px; line-height: 1.5em"><p id="em" style="font-size: 40px">e</p></div>`;
    for (const [width, size, line] of [
      [200, '28px', '30.8px'], // 19.2 + 5 < 28: the minimum
      [400, '29.2px', '32.12px'], // 19.2 + 10
      [1600, '48px', '52.8px'], // 19.2 + 40 > 48: the maximum
    ] as const) {
      await page.setViewportSize({ width, height: 600 });
      await renderCss(page, css, markup);
      expect([width, await computed(page, '#h', 'font-size')]).toEqual([width, size]);
      expect([width, await computed(page, '#h', 'line-height')]).toEqual([width, line]);
    }
    expect(await computed(page, '#unitless', 'line-height')).toBe('60px');
    expect(await computed(page, '#em', 'line-height')).toBe('15px');
  });

  test('colour: light-dark() follows color-scheme, color-mix darkens the brand by 15% in oklch; an invalid var() makes the declaration unset, not the earlier rule', async ({
    page,
  }) => {
    const css = `${block('--brand-hover: color-mix(')}\n#bad { color: rgb(255, 0, 0); } #bad { color: var(--size); } :root { --size: 20px; } #wrap { color: rgb(1, 2, 3); }`;
    const markup = '<a id="a" href="#">a</a><div id="wrap"><p id="bad">b</p></div>';
    await page.emulateMedia({ colorScheme: 'light' });
    await renderCss(page, css, markup);
    expect(await computed(page, 'body', 'background-color')).toBe('rgb(255, 255, 255)');
    expect(await computed(page, 'body', 'color')).toBe('rgb(27, 30, 35)');
    expect(await computed(page, '#a', 'color')).toBe('oklch(0.55 0.18 255)');
    await page.hover('#a');
    expect(await computed(page, '#a', 'color')).toBe('oklch(0.4675 0.153 255)');
    expect(await computed(page, '#bad', 'color')).toBe('rgb(1, 2, 3)');
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await computed(page, 'body', 'background-color')).toBe('rgb(22, 24, 29)');
    expect(await computed(page, 'body', 'color')).toBe('rgb(230, 232, 235)');
  });
});
