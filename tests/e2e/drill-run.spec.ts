/** A drill run: the whole drill by keyboard to the summary, then chosen and missed questions. */
import { expect, test } from '@playwright/test';
import { bankOf, current, drillUrl, tabTo, total } from './drillPages';

test('a whole drill by keyboard only, to the summary and a missed question on its card', async ({
  page,
}) => {
  // Many steps: 20 s under a loaded CI machine, near the default 30.
  test.setTimeout(60_000);
  const slug = 'mongodb';
  const count = total(slug);
  await page.goto(drillUrl(slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Drill: ${bankOf(slug).title}`);
  const start = page.getByRole('button', { name: `Start the drill: ${count} questions` });
  await tabTo(page, start);
  await page.keyboard.press('Enter');

  const card = page.locator(current);
  const status = page.getByRole('status').first();
  const progress = page.getByText(/^\d+ of \d+ · knew \d+$/);
  const seen = new Map<string, { knew: number; total: number }>();
  const missed: string[] = [];
  let knew = 0;
  for (let i = 0; i < count; i++) {
    await expect(progress).toHaveText(`${i + 1} of ${count} · knew ${knew}`);
    // The new question has the focus, and the live region names it.
    await expect(card).toBeFocused();
    const heading = card.getByRole('heading', { level: 2 });
    await expect(heading).toHaveText(new RegExp(`^Question ${i + 1} of ${count} · `));
    const topic = (await heading.textContent())!.split(' · ')[1]!;
    await expect(status).toContainText(`Question ${i + 1} of ${count}: ${topic}`);
    const title = (await card.locator('p').first().textContent())!;

    await expect(card.getByText('Hint:')).toBeHidden();
    await page.keyboard.press(i % 2 ? 'Enter' : ' ');
    await expect(card.getByText('Hint:')).toBeVisible();
    await expect(card).toBeFocused();

    if (i === 1) {
      // Back to the first question: its answer shows with its mark; then forward again.
      await page.keyboard.press('ArrowLeft');
      await expect(progress).toHaveText(`1 of ${count} · knew ${knew}`);
      // The leaving card holds the focus until it is gone: wait for the first question's card.
      await expect(heading).toHaveText(new RegExp(`^Question 1 of ${count} · `));
      await expect(card).toBeFocused();
      await expect(card.getByRole('button', { name: 'Not yet' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.keyboard.press('ArrowRight');
      await expect(progress).toHaveText(`2 of ${count} · knew ${knew}`);
      await expect(heading).toHaveText(new RegExp(`^Question 2 of ${count} · `));
      await expect(card).toBeFocused();
      await expect(card.getByText('Hint:')).toBeHidden();
      await page.keyboard.press(' ');
      // Marking needs the answer shown: wait for it, as a reader would, before pressing 1 or 2.
      await expect(card.getByText('Hint:')).toBeVisible();
    }

    const known = i % 3 !== 0;
    const row = seen.get(topic) ?? { knew: 0, total: 0 };
    seen.set(topic, { knew: row.knew + (known ? 1 : 0), total: row.total + 1 });
    if (known) knew += 1;
    else missed.push(title);
    await page.keyboard.press(known ? '1' : '2');
  }

  const summary = page.getByRole('heading', { level: 2, name: `Knew ${knew} of ${count}` });
  await expect(summary).toBeFocused();
  await expect(status).toHaveText(`Drill done: knew ${knew} of ${count}`);
  for (const topic of bankOf(slug).topics) {
    const row = seen.get(topic.name)!;
    expect(row.total).toBe(topic.questions.length);
    await expect(page.getByText(`${topic.name}: knew ${row.knew} of ${row.total}`)).toBeVisible();
  }
  // The summary's links (the page's links to the topic pages, for readers without scripts, are
  // hidden while the drill runs).
  const links = page.getByRole('region', { name: `Knew ${knew} of ${count}` }).locator('ul a');
  await expect(links).toHaveCount(missed.length);
  await expect(page.getByRole('button', { name: 'Drill the missed ones again' })).toBeVisible();

  // The first missed question's link opens its card in the bank.
  const link = links.first();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/practicemangodb\/([a-z-]+\/)?#[a-z-]+-q\d+$/);
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  const target = page.locator(href.slice(href.indexOf('#')));
  await expect(target).toBeInViewport();
  await expect(target.locator('p').first()).toHaveText(missed[0]!);
});

test('the chosen topics and difficulties, then the missed ones again', async ({ page }) => {
  // A button moving with an unfolding answer can miss a click on a loaded machine (drill-page).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const bank = bankOf('mysql');
  const joins = bank.topics.find((t) => t.key === 'joins')!;
  const advanced = joins.questions.filter((q) => q.difficulty === 'Advanced').length;
  const topicBox = (name: string) =>
    page
      .getByRole('group', { name: 'Topics' })
      .getByRole('checkbox', { name: new RegExp(`^${name} \\(`) });
  const levelBox = (name: string) =>
    page
      .getByRole('group', { name: 'Difficulty' })
      .getByRole('checkbox', { name: new RegExp(`^${name} \\(`) });
  await page.goto(drillUrl('mysql'));
  for (const topic of bank.topics) if (topic.key !== 'joins') await topicBox(topic.name).uncheck();
  await expect(levelBox('Advanced')).toHaveAccessibleName(`Advanced (${advanced})`);
  await levelBox('Beginner').uncheck();
  await levelBox('Intermediate').uncheck();
  const start = page.getByRole('button', { name: /^Start the drill/ });
  await expect(start).toHaveText(
    `Start the drill: ${advanced} ${advanced === 1 ? 'question' : 'questions'}`,
  );
  await levelBox('Advanced').uncheck();
  await expect(start).toBeDisabled();
  await levelBox('Advanced').check();
  await start.click();

  const card = page.locator(current);
  for (let i = 0; i < advanced; i++) {
    await expect(card.getByText('Advanced', { exact: true })).toBeVisible();
    await expect(card.getByRole('heading', { level: 2 })).toContainText('Joins');
    await card.getByRole('button', { name: 'Show answer' }).click();
    await card.getByRole('button', { name: i < 2 ? 'Not yet' : 'I knew it' }).click();
  }
  const missed = Math.min(2, advanced);
  await expect(
    page.getByRole('heading', { name: `Knew ${advanced - missed} of ${advanced}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Drill the missed ones again' }).click();
  await expect(page.getByText(`1 of ${missed} · knew 0`)).toBeVisible();
  await expect(card).toBeFocused();
});
