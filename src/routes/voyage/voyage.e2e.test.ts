import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, baseUrl, hydrated, launch, openPage } from '../../../tests/e2e/browser';

// A voyage page in Chromium (P1, M1–M3, Q2): the offline map draws the route through every stop, the
// date form brings the boats for those dates, no console error, axe clean; in three languages at a
// phone's and a desktop's width.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SLUG = 'split-central-dalmatian-islands';
const STOPS = 9;

describe('voyage page', () => {
  for (const [lang, width, height] of [
    ['en', 1280, 800],
    ['de', 390, 844],
    ['el', 390, 844],
    ['el', 1280, 800],
  ] as const) {
    it(`P1 M3 Q2 /${lang}/voyage at ${width}px: the map draws the route, the dates bring boats, axe clean`, async () => {
      const { page, problems, context } = await openPage(browser, { width, height });
      const res = await page.goto(`${baseUrl()}/${lang}/voyage/${SLUG}`);
      expect(res?.status()).toBe(200);
      await hydrated(page);
      const legs = page.locator('.voyage-day');
      expect(await legs.count()).toBe(STOPS - 1);

      // The map loads near the viewport and draws a line through all the stops.
      await page.locator('.voyage-map').scrollIntoViewIfNeeded();
      const route = page.locator('.bw-map__route');
      await route.waitFor({ timeout: 15_000 });
      expect(await route.getAttribute('data-route-points')).toBe(String(STOPS));
      const points = (await route.locator('polyline').getAttribute('points'))!.trim().split(/\s+/);
      expect(points).toHaveLength(STOPS);
      // Drawn inside the map's frame, not at its origin.
      const box = (await page.locator('.bw-map__viewport').boundingBox())!;
      for (const p of points) {
        const [x, y] = p.split(',').map(Number) as [number, number];
        expect(x).toBeGreaterThan(0);
        expect(x).toBeLessThan(box.width);
        expect(y).toBeGreaterThan(0);
        expect(y).toBeLessThan(box.height);
      }

      // A week in the season: the form puts the dates in the URL and the boats come priced.
      const start = `${new Date().getUTCFullYear() + 1}-07-03`;
      const end = `${new Date().getUTCFullYear() + 1}-07-10`;
      await page.fill('#voyage-date-start', start);
      await page.fill('#voyage-date-end', end);
      await page.locator('.voyage-dates button[type=submit]').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('date_start')).toBe(start);
      // The boats shown before stay until the priced list arrives: wait for cards that link with the dates.
      await expect
        .poll(() => page.locator(`.voyage-boats .yacht-card a[href*="date_start=${start}"]`).count(), { timeout: 15_000 })
        .toBeGreaterThan(0);

      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }, 90_000);
  }
});
