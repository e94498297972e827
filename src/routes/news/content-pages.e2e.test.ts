import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, baseUrl, hydrated, launch, openPage } from '../../../tests/e2e/browser';

// Every content page type in Chromium (P1, Q2): the news list, an article, an offer, the expired-offer
// notice and a country page with its sailing guide: no console error, no hydration warning, axe clean,
// in three languages at a phone's and a desktop's width.

let browser: Browser;
let token = '';
beforeAll(async () => {
  browser = await launch();
  const html = await (await fetch(`${baseUrl()}/en/latestnews`)).text();
  token = /"publicToken":"([^"]+)"/.exec(html)?.[1] ?? '';
});
afterAll(async () => {
  await browser?.close();
});

const api = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${baseUrl()}/api${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as T;

describe('content pages', () => {
  for (const [lang, width, height] of [
    ['en', 1280, 800],
    ['fr', 390, 844],
    ['tr', 1280, 800],
  ] as const) {
    it(`P1 Q2 /${lang} at ${width}px: news, article, offer, expired-offer notice and country page are axe clean without console errors`, async () => {
      const offers = await api<{ data: { slug: string }[] }>(`/offers/${lang}?per_page=1`);
      const paths = [
        `/${lang}/latestnews`,
        `/${lang}/blog/meltemi-when-to-sail-greece`,
        ...(offers.data[0] ? [`/${lang}/offers/${offers.data[0].slug}`] : []),
        `/${lang}/offerexpired`,
        `/${lang}/discover/croatia`,
      ];
      const { page, problems, context } = await openPage(browser, { width, height });
      for (const path of paths) {
        const res = await page.goto(`${baseUrl()}${path}`);
        expect(res?.status(), path).toBe(200);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), path).toEqual([]);
        // No sideways scrolling on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), path).toBe(true);
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 150_000);
  }
});
