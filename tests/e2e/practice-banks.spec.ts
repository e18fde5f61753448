/**
 * Every bank's practice page: the engine's walkthrough (tabs, search, hint, code, topic pages) at
 * desktop width, phone width too for the database banks, and the page read without JavaScript.
 */
import { expect, test } from '@playwright/test';
import { displayText, filterQuestions } from '@/lib/practice/search';
import { wcagViolations } from './axe';
import { banks, panel, questionCard, topicUrl, url } from './practicePages';

for (const bank of banks) {
  const start = bank.topics.find((t) => t.key === bank.startTopic)!;
  const other = bank.topics.find((t) => t.key !== start.key);

  test.describe(bank.route, () => {
    // Every bank at desktop width; the database banks (the engine's proving ground) on a phone too.
    const widths = ['/practicemysql', '/practiceoracle', '/practicemangodb'].includes(bank.route)
      ? [1280, 375]
      : [1280];
    for (const width of widths) {
      test(`works at ${width} px: tabs, search, hint and code`, async ({ page }) => {
        // A dozen steps and an axe scan: up to 24 s on a loaded machine, near the default 30.
        test.setTimeout(60_000);
        await page.setViewportSize({ width, height: 900 });
        // Hydrated first: the walkthrough checks what the engine does with each step.
        await page.goto(url(bank.route), { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(bank.title);
        await expect(page.getByRole('tab', { selected: true })).toHaveText(start.name);
        await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText(
          `${start.name} Questions (${start.questions.length})`,
        );
        await expect(panel(page).locator(questionCard)).toHaveCount(start.questions.length);

        // Search by a word of the first question: it stays, others may go.
        const first = start.questions[0]!;
        const word =
          displayText(first.question)
            .split(/\s+/)
            .find((w) => w.length > 5) ?? displayText(first.question).slice(0, 6);
        const box = page.getByRole('searchbox', { name: / questions$/ });
        await expect(box).toHaveAttribute('placeholder', `Search ${start.name} questions...`);
        await box.fill(word.toUpperCase());
        await expect(panel(page).locator(`#${start.key}-q${first.id}`)).toBeVisible();
        await page.getByRole('button', { name: 'Clear' }).click();
        await expect(box).toHaveValue('');
        await box.fill('zzz no such text zzz');
        await expect(
          panel(page).getByText('No questions match your search criteria.'),
        ).toBeVisible();
        await page.getByRole('button', { name: 'Clear' }).click();

        const card = page.locator(`#${start.key}-q${first.id}`);
        await card.getByText('Show Hint').click();
        // Once in CI (2026-11-26) the hint stayed closed after this click and it has not been
        // seen since; if it comes back, the card's markup says whether the engine or the
        // element lost the click (label "Hide Hint" with no open attribute, or neither).
        await expect(card.getByText('Hint:'))
          .toBeVisible()
          .catch(async (error: Error) => {
            const markup = await card.evaluate((el) =>
              el.outerHTML.replace(/<pre[\s\S]*<\/pre>/, '<pre>…</pre>'),
            );
            throw new Error(`${error.message}\ncard after the click: ${markup}`);
          });
        await expect(card.getByText('Hide Hint')).toBeVisible();
        if (first.codeExample) {
          await card.getByText('Show Code').click();
          await expect(card.getByText(bank.codeLabel)).toBeVisible();
          await expect(card.locator('pre code')).toBeVisible();
        }
        if (width === 1280) {
          // The bank's page with a hint and a code example open, on their final colours.
          for (const opened of await card.locator('details[open] > div').all())
            await expect(opened).toHaveCSS('opacity', '1');
          expect(await wcagViolations(page)).toEqual([]);
          // And in the dark theme, as a device set to dark shows it.
          await page.emulateMedia({ colorScheme: 'dark' });
          expect(await wcagViolations(page)).toEqual([]);
          await page.emulateMedia({ colorScheme: 'light' });
        }
        if (width === 375) {
          // Action buttons stack at full width on a phone.
          const cardBox = await card.boundingBox();
          const buttonBox = await card.getByText('Hide Hint').boundingBox();
          expect(buttonBox!.width).toBeGreaterThan(cardBox!.width - 60);
        }
        if (other) {
          // A tab opens the topic's page in place: the URL changes, the page does not reload,
          // the search text and the open hint stay.
          await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
          await box.fill('a');
          await page.getByRole('tab', { name: other.name, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${topicUrl(bank, other.key)}$`));
          await expect(page.getByRole('tab', { selected: true })).toHaveText(other.name);
          await expect(box).toHaveValue('a');
          await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText(
            `${other.name} Questions (${
              filterQuestions(
                other.questions.map((q) => ({ question: q.question, hint: q.solutionHint })),
                'a',
              ).length
            })`,
          );
          await page.getByRole('button', { name: 'Clear' }).click();
          await expect(panel(page).locator(questionCard)).toHaveCount(other.questions.length);
          await page.getByRole('tab', { name: start.name, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${url(bank.route)}$`));
          await expect(card.getByText('Hide Hint')).toBeVisible();
          expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
            1,
          );
        }
        if (other && width === 1280) {
          // A question's link opens its topic's page at the question.
          const q = other.questions.at(-1)!;
          await page.goto(`${topicUrl(bank, other.key)}#${other.key}-q${q.id}`);
          await expect(page.getByRole('tab', { selected: true })).toHaveText(other.name);
          await expect(page.locator(`#${other.key}-q${q.id}`)).toBeInViewport();
        }
      });
    }

    test('reads completely without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(url(bank.route));
      await expect(page.getByText(`Answers for ${bank.targets}`, { exact: true })).toBeVisible();
      const startPanel = page.locator(`section#${start.key}`);
      await expect(startPanel.locator(questionCard)).toHaveCount(start.questions.length);
      await expect(startPanel.locator(questionCard).first()).toBeVisible();
      const card = startPanel.locator(questionCard).first();
      await card.getByText('Show Hint').click();
      await expect(card.getByText('Hint:')).toBeVisible();
      if (other) {
        // Each tab is a link to its topic's own page.
        await page.getByRole('link', { name: other.name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${topicUrl(bank, other.key)}$`));
        await expect(page.locator(`section#${other.key} ${questionCard}`)).toHaveCount(
          other.questions.length,
        );
        await expect(page.locator(`section#${other.key} ${questionCard}`).first()).toBeVisible();
        await expect(page.getByRole('link', { name: other.name, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
      await context.close();
    });
  });
}
