import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, baseUrl, hydrated, launch, openPage } from '../../../tests/e2e/browser';

// Issue 30 item 9 in Chromium: the offers list is reached from the header menu, its filter form narrows
// the list in the app (the URL keeps the filters) and without JavaScript (a plain GET form), it is axe
// clean with no console error or hydration warning, and it does not scroll sideways on a phone.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SHOTS = process.env.OFFERS_SHOTS;

/** An offer's check-in day from the API, with the site's public token as the page carries it. */
async function checkInOf(slug: string, lang: string): Promise<string | undefined> {
  const html = await (await fetch(`${baseUrl()}/${lang}/offers`)).text();
  const token = /"publicToken":"([^"]+)"/.exec(html)?.[1] ?? '';
  const res = await fetch(`${baseUrl()}/api/offers/${lang}/${slug}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { date_start: string } }).data.date_start;
}

describe('the offers list', () => {
  for (const [lang, width, height] of [
    ['en', 1280, 800],
    ['de', 390, 844],
    ['el', 1280, 800],
  ] as const) {
    it(`issue 30 item 9 /${lang}/offers at ${width}px: from the menu, filtered by dates in the app, axe clean`, async () => {
      const { page, problems, context } = await openPage(browser, { width, height });
      expect((await page.goto(`${baseUrl()}/${lang}/latestnews`))?.status()).toBe(200);
      await hydrated(page);
      if (width < 600) await page.locator('.menu-toggle').click();
      await page.locator(`#site-nav a[href="/${lang}/offers"]`).click();
      await page.locator('.offers-filter').waitFor();
      expect(new URL(page.url()).pathname).toBe(`/${lang}/offers`);
      const cards = page.locator('.offer-card');
      // Reached in the app, the list arrives after the page's code.
      await cards.first().waitFor();
      expect(await cards.count()).toBeGreaterThan(1);
      const found = async () => Number(/\d+/.exec((await page.locator('.offers-count').textContent()) ?? '')?.[0]);
      const all = await found();
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/offers-${lang}-${width}.png`, fullPage: true });

      // The first offer's own check-in day as the earliest: that offer stays, earlier ones go.
      const firstHref = await cards.first().locator('h2 a').getAttribute('href');
      const lastHref = await cards.last().locator('h2 a').getAttribute('href');
      const lastDay = await checkInOf(lastHref!.split('/').pop()!, lang);
      expect(lastDay).toBeDefined();
      await page.fill('#offers-date-from', lastDay!);
      await page.locator('.offers-filter button[type=submit]').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('date_from')).toBe(lastDay);
      // The filtered list keeps that offer and leaves some out.
      await page.locator(`.offer-card a[href="${lastHref}"]`).waitFor();
      expect(await found()).toBeLessThan(all);
      expect(firstHref).not.toBe(lastHref);
      expect(problems).toEqual([]);
      await context.close();
    }, 120_000);
  }

  it('issue 30 item 9: without JavaScript the form is a GET form that filters on the server; refused dates are named', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    expect((await page.goto(`${baseUrl()}/de/offers`))?.status()).toBe(200);
    await page.fill('#offers-date-from', '2030-06-10');
    await page.fill('#offers-date-to', '2030-06-01');
    await Promise.all([page.waitForURL(/date_from=2030-06-10/), page.locator('.offers-filter button[type=submit]').click()]);
    expect(await page.locator('.offers-problems[role=alert]').textContent()).toContain('Der letzte Tag darf nicht vor dem ersten liegen.');
    expect(await page.locator('#offers-date-to').getAttribute('aria-invalid')).toBe('true');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offers-de-nojs-problem.png`, fullPage: true });
    await context.close();
  });
});
