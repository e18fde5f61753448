/**
 * What the HTML bank's answers say a browser or the accessibility tree does (forms), shown
 * in Chromium on the bank's own examples (read from content/practice/html.yaml, never copied
 * here). Each test names its bank, topic and question. The page is set with setContent on a
 * made-up origin whose every request is answered here, so relative URLs resolve, images and text
 * tracks load, and form submissions are recorded; no server is needed. Without a built out/ for
 * the config's web server, run it with E2E_BASE_URL set, which skips that server:
 *   E2E_BASE_URL=http://127.0.0.1:4203 npx playwright test tests/e2e/html-claims-forms.spec.ts
 *
 * Roles come from Chromium's own accessibility tree (./claims.ts). The other topics are in the
 * other html-claims-*.spec.ts files.
 */
import { expect, test } from '@playwright/test';
import { axTree, exampleOf, origin, show } from './claims';
import { asDocument } from '@/lib/check/html';

/** The code of html/<topic>/<id>, as the bank has it. */
const example = (topic: string, id: number) => exampleOf('html', topic, id);

test.describe('html bank claims in Chromium', () => {
  test('html/forms/1: the label names the field, aria-describedby describes it, the wrapping label names the checkbox', async ({
    page,
  }) => {
    await show(page, example('forms', 1));
    const tree = await axTree(page);
    const email = tree.find((n) => n.role === 'textbox');
    expect(email?.name).toBe('Email address');
    expect(email?.description).toBe('We send one newsletter a month. Unsubscribe at any time.');
    expect(tree.find((n) => n.role === 'checkbox')?.name).toBe('I accept the terms');
    // Clicking the label text toggles the checkbox.
    await page.getByText('I accept the terms').click();
    await expect(page.locator('input[name="terms"]')).toBeChecked();
  });

  test('html/forms/2: GET puts the data in the URL, Enter submits, a type="button" does not, readonly is sent', async ({
    page,
  }) => {
    const seen = await show(page, example('forms', 2));
    await page.locator('#q').fill('lamp');
    await page.locator('#q').press('Enter');
    await expect.poll(() => page.url()).toBe(`${origin}/search?q=lamp`);

    await page.setContent(asDocument(example('forms', 2)));
    const before = seen.length;
    await page.locator('#preview').click();
    await page.waitForTimeout(200);
    expect(seen.length).toBe(before);

    await page.locator('#avatar').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('png'),
    });
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => page.url()).toBe(`${origin}/profile`);
    const post = seen.find((r) => r.method() === 'POST')!;
    expect(post.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = post.postData() ?? '';
    expect(body).toContain('name="userId"\r\n\r\nu-1042');
    expect(body).toContain('name="avatar"; filename="me.png"');

    // The same form with the field disabled instead of readonly: the field is not sent.
    await page.goto(`${origin}/start`);
    await page.setContent(
      asDocument(example('forms', 2).replace('value="u-1042" readonly', 'value="u-1042" disabled')),
    );
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => seen.filter((r) => r.method() === 'POST').length).toBe(2);
    expect(seen.filter((r) => r.method() === 'POST')[1]!.postData()).not.toContain('userId');
  });

  test('html/forms/3: the legend names the group, and required on one radio makes the group required', async ({
    page,
  }) => {
    await show(page, example('forms', 3));
    const groups = (await axTree(page)).filter((n) => n.role === 'group');
    expect(groups.map((n) => n.name)).toEqual(['Delivery speed', 'Send updates by']);
    const form = page.locator('form');
    expect(await form.evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(false);
    await page.getByLabel('Express (next day)').check();
    expect(await form.evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(true);
  });

  test('html/forms/5: setCustomValidity keeps the field invalid until cleared, and :user-invalid waits for the user', async ({
    page,
  }) => {
    await show(page, example('forms', 5));
    const pw2 = page.locator('#pw2');
    // Required and empty: :invalid at once, :user-invalid not before any interaction.
    expect(
      await pw2.evaluate((el) => [el.matches(':invalid'), el.matches(':user-invalid')]),
    ).toEqual([true, false]);
    await page.locator('#pw').fill('correct horse battery');
    await pw2.fill('correct horse');
    expect(await pw2.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(
      'The passwords do not match.',
    );
    await pw2.fill('correct horse battery');
    expect(await pw2.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(true);
  });

  test('html/forms/4: the code field keeps what is typed and checks it with pattern; type="number" would drop the space', async ({
    page,
  }) => {
    await show(page, example('forms', 4));
    const code = page.locator('#su-code');
    await code.pressSequentially('123 456');
    expect(
      await code.evaluate((el: HTMLInputElement) => [el.value, el.validity.patternMismatch]),
    ).toEqual(['123 456', true]);
    await code.fill('123456');
    expect(await code.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(true);
    await page.setContent('<input id="n" type="number">');
    await page.locator('#n').pressSequentially('4111 1111');
    expect(await page.locator('#n').inputValue()).toBe('41111111');
    await page.locator('#n').fill('1e3');
    expect(await page.locator('#n').evaluate((el: HTMLInputElement) => el.valueAsNumber)).toBe(
      1000,
    );
  });
});
