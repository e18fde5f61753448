import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The page's WCAG 2.1 A and AA violations as it is now, one line each with up to three of its
 * elements; an empty list is a pass. PDF frames are left out (the browser's viewer, not ours).
 */
export async function wcagViolations(page: Page, within?: string): Promise<string[]> {
  let scan = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('iframe');
  if (within) scan = scan.include(within);
  const results = await scan.analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}) ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}
