import { expect, test, type Page } from '@playwright/test';
import { questionAnchor } from '@/lib/practice/anchors';
import { loadBanks } from '@/lib/practice/loadBanks';
import { drillPath, topicPath } from '@/lib/practice/paths';
import { runnableOf, type RunKind } from '@/lib/practice/runnable';
import { holdBack, scripts } from './holdBack';

// Issue #36: a tap made before the page's scripts have run is honoured once they have (the head's
// inline script queues it, components/frame/earlyTaps.ts). Each test holds every script back,
// taps at once on the pre-rendered HTML, then lets the scripts through.

const banks = loadBanks();
const bankOf = (slug: string) => banks.find((b) => b.slug === slug)!;

function firstRunnable(slug: string, kind: RunKind) {
  const bank = bankOf(slug);
  for (const topic of bank.topics)
    for (const q of topic.questions)
      if (q.codeExample && runnableOf(q.codeExample, slug).run === kind)
        return {
          url: `${topicPath(bank, topic.key)}/`,
          card: `#${questionAnchor(topic.key, q.id)}`,
        };
  throw new Error(`${slug} has no ${kind} example`);
}

async function openHeld(page: Page, url: string) {
  const release = await holdBack(page, scripts);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return release;
}

test("the drill's Start tapped before the scripts run starts the drill; Show answer then works", async ({
  page,
}) => {
  const bank = bankOf('mysql');
  const release = await openHeld(page, `${drillPath(bank)}/`);
  const start = page.getByRole('button', { name: /^Start the drill/ });
  await start.click();
  await expect(start).toHaveAttribute('data-tapped', '');
  release();
  // Show answer is rendered by the client only, when the drill can take it: never early.
  const show = page.getByRole('button', { name: 'Show answer' });
  await expect(show).toBeVisible();
  await show.click();
  await expect(page.getByRole('button', { name: 'I knew it' })).toBeVisible();
});

test("a card's marks tapped before the scripts run are made once they have", async ({ page }) => {
  const bank = bankOf('mysql');
  const topic = bank.topics[0]!;
  const release = await openHeld(page, `${topicPath(bank, topic.key)}/`);
  const card = (id: number) => page.locator(`article#${questionAnchor(topic.key, id)}`);
  const known = card(1).getByRole('button', { name: 'I know this', exact: true });
  const notYet = card(2).getByRole('button', { name: 'Not yet', exact: true });
  await known.click();
  // Tapped twice by a learner who saw nothing happen: honoured once, not toggled back.
  await notYet.click();
  await notYet.click();
  await expect(known).toHaveAttribute('aria-pressed', 'false');
  release();
  await expect(known).toHaveAttribute('aria-pressed', 'true');
  await expect(notYet).toHaveAttribute('aria-pressed', 'true');
  await expect(known).not.toHaveAttribute('data-tapped');
});

test('Run tapped before the scripts run runs the example once they have', async ({ page }) => {
  const example = firstRunnable('js', 'javascript');
  const release = await openHeld(page, example.url);
  const card = page.locator(example.card);
  // "Show Code" is a <details>: it opens without scripts.
  await card.getByText('Show Code', { exact: true }).click();
  const block = card.locator('[data-code-block]');
  await block.locator('[data-run-button]').click();
  release();
  await expect(block.locator('[data-run-status]')).toHaveText(/^Finished/, { timeout: 20_000 });
});
