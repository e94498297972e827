import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, baseUrl, hydrated, launch, openPage } from '../../../tests/e2e/browser';

// The crew list and a crew member's page in Chromium (P1, I4, Q2): the filter narrows the list in place
// and keeps the URL, a request to hire a member is sent and answered with a notification, axe clean,
// no console error; in three languages at a phone's and a desktop's width.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('crew pages', () => {
  for (const [lang, width, height, send] of [
    ['en', 1280, 800, true],
    ['en', 390, 844, false],
    ['it', 390, 844, true],
    ['ua', 1280, 800, true],
  ] as const) {
    it(`P1 I4 Q2 /${lang}/crew at ${width}px: the filter works, a hire request is sent${send ? '' : ' (not sent at this width)'}, axe clean`, async () => {
      const { page, problems, context } = await openPage(browser, { width, height });
      expect((await page.goto(`${baseUrl()}/${lang}/crew`))?.status()).toBe(200);
      await hydrated(page);
      const cards = page.locator('.crew-card');
      const all = await cards.count();
      expect(all).toBeGreaterThan(10);
      expect(await axeViolations(page)).toEqual([]);

      // Choosing a role filters at once and writes the query; every card left is that role.
      await page.selectOption('#crew-role', 'skipper');
      await expect.poll(() => new URL(page.url()).searchParams.get('role')).toBe('skipper');
      await expect.poll(() => cards.count()).toBeLessThan(all);
      const skippers = await cards.count();
      expect(skippers).toBeGreaterThan(0);
      expect(await page.locator('#crew-role').inputValue()).toBe('skipper');
      await page.selectOption('#crew-language', 'el');
      await expect.poll(() => new URL(page.url()).searchParams.get('language')).toBe('el');
      await expect.poll(() => cards.count()).toBeLessThan(skippers);
      expect(await cards.count()).toBeGreaterThan(0);

      // A member's page, reached by keyboard from the list.
      await cards.first().locator('h2 a').focus();
      await page.keyboard.press('Enter');
      await page.locator('.hire-form').waitFor();
      expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/${lang}/hirecrew/`));
      expect(await axeViolations(page)).toEqual([]);

      if (send) {
        await page.locator('.hire-form input[name=name]').fill('Maria Test');
        await page.locator('.hire-form input[name=email]').fill('maria@example.com');
        await page.locator('.hire-form textarea[name=message]').fill('4–11 July, four adults.');
        const posted = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
        await page.locator('.hire-form button[type=submit]').click();
        const answer = await posted;
        expect(answer.status()).toBe(201);
        const body = answer.request().postDataJSON() as { subject: string; message: string; language: string };
        const name = (await page.locator('h1').textContent())!;
        expect(body.subject).toContain(name);
        expect(body.message).toContain(name);
        expect(body.language).toBe(lang);
        await page.locator('.toast[data-kind=success]').waitFor();
        expect(await page.locator('.toast[data-kind=success]').textContent()).toContain(name);
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 150_000);
  }
});
