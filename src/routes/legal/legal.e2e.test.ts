import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, baseUrl, hydrated, launch, openPage } from '../../../tests/e2e/browser';

// The about, terms, cookies and privacy pages in Chromium (P1, Q2): readable at 390 and 1280 px in three
// languages, their contents links work, axe finds nothing, and the cookie page names everything the site
// really left in the browser.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = ['about', 'terms', 'cookies', 'privacy'] as const;

describe('legal pages', () => {
  for (const [lang, width] of [
    ['en', 390],
    ['en', 1280],
    ['fr', 390],
    ['ua', 1280],
  ] as const) {
    it(`P1 Q2 /${lang} at ${width}px: each page has one h1, headed sections, fits the width, its contents links reach their sections, axe clean, no console errors`, async () => {
      const { page, problems, context } = await openPage(browser, { width, height: 800 });
      for (const id of PAGES) {
        const res = await page.goto(`${baseUrl()}/${lang}/${id}`);
        expect(res?.status(), id).toBe(200);
        await hydrated(page);
        expect(await page.locator('h1').count()).toBe(1);
        const sections = await page.locator('.legal__text section h2').count();
        expect(sections, id).toBeGreaterThanOrEqual(4);
        // Readable on a phone: nothing wider than the window (the cookie table scrolls in its own box).
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), id).toBeLessThanOrEqual(0);
        const toc = page.locator('.legal__toc a');
        if ((await toc.count()) > 0) {
          const last = toc.last();
          const target = (await last.getAttribute('href'))!;
          await last.click();
          expect(new URL(page.url()).hash).toBe(target);
          const top = await page.evaluate((hash) => document.querySelector(hash)!.getBoundingClientRect().top, target);
          expect(top).toBeLessThan(800);
        }
        expect(await axeViolations(page), `${lang}/${id}`).toEqual([]);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('P1 the cookie page lists every cookie and storage key the site leaves in the browser', async () => {
    const { page, problems, context } = await openPage(browser, { width: 1280 });
    // Use the site: a language chosen in the switcher, a boat saved to the wishlist.
    await page.goto(`${baseUrl()}/en`);
    await hydrated(page);
    await page.click('.lang-switch summary');
    await Promise.all([page.waitForURL('**/it'), page.click('.lang-switch a[hreflang="it"]')]);
    await page.locator('.wishlist-button').first().click();
    await page.waitForSelector('.wishlist-button[aria-pressed="true"]');
    const stored = await page.evaluate(() => ({
      cookies: document.cookie
        .split(';')
        .map((c) => c.trim().split('=')[0] ?? '')
        .filter(Boolean),
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
    }));
    expect(stored.cookies).toContain('i18next');
    expect(stored.local.length).toBeGreaterThan(0);

    await page.goto(`${baseUrl()}/it/cookies`);
    await hydrated(page);
    const names = await page.locator('.legal__table tbody th code').allTextContents();
    const listed = (key: string) => names.some((name) => (name.endsWith('…') ? key.startsWith(name.slice(0, -1)) : key === name));
    for (const key of [...stored.cookies, ...stored.local, ...stored.session]) expect(listed(key), key).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
