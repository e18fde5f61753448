import type { Page } from '@playwright/test';

/** The page's scripts: held back, the page is its pre-rendered HTML and CSS alone. */
export const scripts = '**/{_next/static,assets}/**/*.js';

/** The frame's module and its parts (components/frame/), every page's only script but React's. */
export const frameScripts = '**/assets/*.js';

/**
 * Holds every request matching `pattern` until the returned function is called, so a test can
 * act on the page as a reader on a slow network does before those files arrive.
 */
export async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
