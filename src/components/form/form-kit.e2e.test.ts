import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, baseUrl, hydrated, launch, openPage } from '../../../tests/e2e/browser';

// The form kit in Chromium (issue 26), on the join-us form (a hint and a message on one field): a refused
// submit focuses the error summary, whose links lead to the fields; each message is the field's
// aria-describedby, in the page's language (E1); while the form is sent its button is disabled and
// aria-busy with its label kept.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// The browser logs a refused fetch (422) as a console error; that answer is what this test asks for.
const REFUSED = [/status of 422/];

describe('form kit', () => {
  it('Q2 E1 P1 a refused submit focuses the error summary; messages are described by their fields; the pending button is busy', async () => {
    const { page, problems, context } = await openPage(browser, { allow: REFUSED });
    await page.goto(`${baseUrl()}/de/joinus`);
    await hydrated(page);
    const submit = page.locator('form.site-form button[type="submit"]');
    const label = await submit.textContent();

    // Q2: held answer, so the pending state can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/de/joinus', async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    await expect.poll(() => submit.getAttribute('aria-busy')).toBe('true');
    expect(await submit.isDisabled()).toBe(true);
    expect(await submit.textContent()).toBe(label);
    release();

    // Q2: the summary takes the focus and links to each field with a message.
    await page.locator('.error-summary').waitFor();
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('error-summary');
    expect(await page.locator('.error-summary a[href="#joinus-first_name"]').count()).toBe(1);
    expect(await submit.getAttribute('aria-busy')).toBeNull();
    expect(await submit.isDisabled()).toBe(false);

    // Q2 E1: the field's message is in its aria-describedby, in German; the CV field is described by its hint.
    const describedBy = (await page.locator('#joinus-first_name').getAttribute('aria-describedby'))!.split(' ');
    expect(describedBy).toEqual(['joinus-first_name-error']);
    expect(await page.locator('#joinus-first_name-error').textContent()).toBe('Bitte füllen Sie dieses Feld aus.');
    expect(await page.locator('#joinus-first_name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#joinus-cv').getAttribute('aria-describedby')).toBe('joinus-cv-hint');

    // Q2: a summary link moves the focus to its field.
    await page.locator('.error-summary a[href="#joinus-first_name"]').click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('joinus-first_name');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
