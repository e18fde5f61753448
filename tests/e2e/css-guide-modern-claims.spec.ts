/**
 * What the CSS guide (content/library/css.md) says a browser does in its last two chapters
 * (transitions and animations, modern CSS), shown in Chromium on the guide's own blocks (read by
 * a line they hold) or, for a claim made in prose, on the smallest CSS that shows it. Animations
 * and transitions are read from the Web Animations API, paused and sought, never timed; no text
 * metrics, so no test depends on fonts. The other chapters: css-guide-claims.spec.ts and
 * css-guide-layout-claims.spec.ts.
 *   E2E_BASE_URL=http://127.0.0.1:4251 npx playwright test tests/e2e/css-guide-modern-claims.spec.ts
 */
import { expect, test, type Page } from '@playwright/test';
import { computed, guideBlockOf, renderCss } from './claims';

const block = (line: string) => guideBlockOf('css', line);
const base = 'html { font-size: 16px; } body { margin: 0; }';

/** Pauses the element's animations at `ms` and reads computed values there. */
const at = (page: Page, selector: string, ms: number, properties: string[]) =>
  page.locator(selector).evaluate(
    (el, [ms, properties]) => {
      for (const a of el.getAnimations()) {
        a.pause();
        a.currentTime = ms as number;
      }
      const style = getComputedStyle(el);
      return (properties as string[]).map((p) => style.getPropertyValue(p));
    },
    [ms, properties] as const,
  );

test.describe('css guide claims in Chromium: motion and modern CSS', () => {
  test('transitions: hovering .button transitions background-color over 150ms ease-out, and nothing else', async ({
    page,
  }) => {
    await renderCss(
      page,
      `${base} :root { --brand: rgb(0, 0, 255); --brand-hover: rgb(0, 0, 128); }\n${block('background-color 150ms ease-out,')}`,
      '<button class="button" style="width: 100px; height: 30px">b</button>',
    );
    // Chromium's animation clock stands still, so the 150ms transition is still there to read.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await page.hover('.button');
    const running = await page
      .locator('.button')
      .evaluate((el) =>
        el
          .getAnimations()
          .map((a) => [
            (a as CSSTransition).transitionProperty,
            a.effect!.getTiming().duration,
            a.effect!.getTiming().easing,
          ]),
      );
    expect(running).toEqual([['background-color', 150, 'ease-out']]);
  });

  test('keyframes: fill both holds the first keyframe before the start and the last after the end; backwards covers the delay; spin turns 180deg halfway', async ({
    page,
  }) => {
    await renderCss(
      page,
      `${base}\n${block('@keyframes fade-up')}\n#late { animation: fade-up 250ms ease-out 100ms backwards paused; } #none { animation: fade-up 250ms ease-out 100ms paused; }`,
      '<div class="toast" id="t"></div><div id="late"></div><div id="none"></div><div class="spinner" id="s"></div>',
    );
    expect(await at(page, '#t', 0, ['opacity', 'translate'])).toEqual(['0', '0px 16px']);
    expect(await at(page, '#t', 250, ['opacity', 'translate'])).toEqual(['1', '0px']);
    // In the delay: backwards shows the first keyframe, no fill mode the element's own value.
    expect(await at(page, '#late', 50, ['opacity'])).toEqual(['0']);
    expect(await at(page, '#none', 50, ['opacity'])).toEqual(['1']);
    expect(await at(page, '#s', 500, ['rotate'])).toEqual(['180deg']);
  });

  test('popover: it fades in from @starting-style on opening; on closing display stays block while opacity fades, only with display allow-discrete', async ({
    page,
  }) => {
    await renderCss(page, `${base}\n${block('@starting-style')}`, '<div popover id="p">p</div>');
    const toggle = (show: boolean) =>
      page.locator('#p').evaluate((el: HTMLElement, show) => {
        if (show) el.showPopover();
        else el.hidePopover();
        const opacity = el.getAnimations().map((a) => (a as CSSTransition).transitionProperty);
        return [getComputedStyle(el).display, opacity.sort().join(' ')];
      }, show);
    expect(await toggle(true)).toEqual(['block', 'opacity']);
    await page.locator('#p').evaluate((el) => el.getAnimations().forEach((a) => a.finish()));
    expect(await toggle(false)).toEqual(['block', 'display opacity overlay']);
    await page.locator('#p').evaluate((el) => el.getAnimations().forEach((a) => a.finish()));
    expect(await computed(page, '#p', 'display')).toBe('none');
    // Without the display transition the popover leaves at once: no fade out.
    await page.addStyleTag({ content: '[popover] { transition: opacity 200ms ease-out; }' });
    await toggle(true);
    expect((await toggle(false))[0]).toBe('none');
  });

  test('reduced motion: large motion is opt-in; under reduce every animation lasts 1ms, once, and animationend still fires', async ({
    page,
  }) => {
    const css = `${base}\n${block('@media (prefers-reduced-motion: no-preference)')}\n@keyframes k { to { opacity: 0.5; } } .loop { animation: k 2s infinite; }`;
    const markup = '<h1 class="hero-title" id="h">h</h1><div class="loop" id="l"></div>';
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await renderCss(page, css, markup);
    expect(await computed(page, 'html', 'scroll-behavior')).toBe('smooth');
    expect(await computed(page, '#h', 'animation-name')).toBe('fade-up');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await computed(page, 'html', 'scroll-behavior')).toBe('auto');
    expect(await computed(page, '#h', 'animation-name')).toBe('none');
    expect(await computed(page, '#l', 'animation-duration')).toBe('0.001s');
    expect(await computed(page, '#l', 'animation-iteration-count')).toBe('1');
    // A fresh animation under reduce: its end event comes.
    const ended = await page.locator('#l').evaluate(
      (el: HTMLElement) =>
        new Promise<string>((resolve) => {
          el.addEventListener('animationend', (e) => resolve((e as AnimationEvent).animationName));
          el.style.animationName = 'none';
          void el.offsetWidth;
          el.style.animationName = '';
        }),
    );
    expect(ended).toBe('k');
  });

  test('nesting: h2 without &, &:hover, .theme-dark & and a nested @media apply; &__title concatenates nothing; a #main, .card parent gives every match the ID specificity', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1000, height: 600 });
    await renderCss(
      page,
      `${base}\n${block('.theme-dark & { border-color: #30363d; }')}
       .card { &__title { color: rgb(255, 0, 0); } }
       #main, .box { h2 { color: rgb(255, 0, 0); } } .box h2.a.b { color: rgb(0, 0, 255); }`,
      `<div class="card" id="c"><h2 id="h">h</h2><p class="card__title" id="t">t</p></div>
       <div class="theme-dark"><div class="card" id="dark"></div></div><div class="box"><h2 class="a b" id="spec">s</h2></div>`,
    );
    expect(await computed(page, '#h', 'margin-bottom')).toBe('8px');
    expect(await computed(page, '#c', 'padding-top')).toBe('24px'); // 1.5rem from 40rem on
    expect(await computed(page, '#dark', 'border-top-color')).toBe('rgb(48, 54, 61)');
    expect(await computed(page, '#t', 'color')).not.toBe('rgb(255, 0, 0)');
    // :is(#main, .box) h2 is (1,0,1), more than (0,3,1), though the match is .box.
    expect(await computed(page, '#spec', 'color')).toBe('rgb(255, 0, 0)');
    await page.hover('#c');
    expect(await computed(page, '#c', 'border-top-color')).toBe('rgb(140, 149, 159)');
    await page.setViewportSize({ width: 600, height: 600 });
    expect(await computed(page, '#c', 'padding-top')).toBe('16px');
  });

  test(':has(): each rule of the block applies to what it names; a modal dialog stops the page scrolling, a non-modal one does not; :has() takes no :has() and no pseudo-element', async ({
    page,
  }) => {
    await renderCss(
      page,
      `${base} .other-details { display: none; }\n${block('html:has(dialog[open]:modal)')}`,
      `<div class="card" id="c1"><img src="/a.svg" alt=""></div><div class="card" id="c2"></div>
       <div class="field"><label id="lab" for="in">l</label><input id="in" required></div>
       <h2 id="h2p">h</h2><p>p</p><h2 id="h2">h</h2>
       <form><input type="radio" name="r" id="reason-other"><div class="other-details" id="od">o</div></form><dialog id="d">d</dialog>`,
    );
    expect(await computed(page, '#c1', 'grid-template-rows')).toBe('auto 1fr');
    expect(await computed(page, '#c2', 'grid-template-rows')).toBe('none');
    expect(await computed(page, '#h2p', 'margin-bottom')).toBe('4px');
    expect(await computed(page, '#h2', 'margin-bottom')).not.toBe('4px');
    expect(await computed(page, '#od', 'display')).toBe('none');
    await page.check('#reason-other');
    expect(await computed(page, '#od', 'display')).toBe('block');
    expect(await computed(page, '#lab', 'color')).not.toBe('rgb(180, 35, 24)');
    await page.fill('#in', 'x');
    await page.fill('#in', '');
    await page.locator('#in').blur();
    expect(await computed(page, '#lab', 'color')).toBe('rgb(180, 35, 24)');
    await page.locator('#d').evaluate((d: HTMLDialogElement) => d.show());
    expect(await computed(page, 'html', 'overflow')).toBe('visible');
    await page.locator('#d').evaluate((d: HTMLDialogElement) => (d.close(), d.showModal()));
    expect(await computed(page, 'html', 'overflow')).toBe('hidden');
    const supports = (s: string) => page.evaluate((s) => CSS.supports(`selector(${s})`), s);
    expect([await supports(':has(a)'), await supports(':has(:has(a))')]).toEqual([true, false]);
    expect(await supports(':has(::before)')).toBe(false);
  });

  test('@property: the registered --angle interpolates (180deg halfway); an unregistered property flips at the halfway point', async ({
    page,
  }) => {
    await renderCss(
      page,
      `${base}\n${block('@property --angle')}\n@keyframes u { from { --u: 0deg; } to { --u: 360deg; } } #u { animation: u 1.2s linear infinite; }`,
      '<div class="loading-ring" id="r"></div><div id="u"></div>',
    );
    expect(await at(page, '#r', 600, ['--angle'])).toEqual(['180deg']);
    expect(await at(page, '#u', 300, ['--u'])).toEqual(['0deg']);
    expect(await at(page, '#u', 900, ['--u'])).toEqual(['360deg']);
  });

  test('@supports: a browser with subgrid gets the grid cards, one with :has() keeps the optional field hidden', async ({
    page,
  }) => {
    await renderCss(
      page,
      `${base} .other-details { display: none; }\n${block('@supports (grid-template-rows: subgrid)')}`,
      '<div class="cards"><div class="card" id="c"><p>a</p><p>b</p><p>c</p></div></div><div class="other-details" id="od"></div>',
    );
    expect(await computed(page, '.cards', 'display')).toBe('grid');
    expect(await computed(page, '#c', 'grid-row-start')).toBe('span 3');
    expect(await computed(page, '#od', 'display')).toBe('none');
  });
});
