import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, baseUrl, hydrated, launch, openPage } from '../../../tests/e2e/browser';
import { formatPrice } from '../../lib/format';
import { addDays, isoDateOf, weekdayOf } from '../../contract/iso-date';

// The boat page in Chromium (C7, L1, L2, I6, R11, S2, Q2): the lightbox opened from the URL hash and
// driven by keyboard, dates picked in the calendar giving the total, no API request before that, axe.

let browser: Browser;
let token = '';

interface Boat {
  slug: string;
  name: string;
  type: { slug: string };
  images_count: number;
  quote: { total: number } | null;
}

// A Saturday-to-Saturday week five weeks ahead, and a boat with at least 3 photos that is free then.
const start = (() => {
  let day = addDays(isoDateOf(new Date()), 35);
  while (weekdayOf(day) !== 6) day = addDays(day, 1);
  return day;
})();
const end = addDays(start, 7);
let boat: Boat;

beforeAll(async () => {
  browser = await launch();
  const html = await (await fetch(`${baseUrl()}/en/faq`)).text();
  token = /"publicToken":"([^"]+)"/.exec(html)?.[1] ?? '';
  const res = await fetch(`${baseUrl()}/api/yacht-list-all?per_page=20&date_start=${start}&date_end=${end}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const list = (await res.json()) as { data: Boat[] };
  boat = list.data.find((b) => b.images_count >= 4 && b.quote) as Boat;
  expect(boat, 'a free boat with photos').toBeDefined();
});
afterAll(async () => {
  await browser?.close();
});

const hash = (page: Page) => page.evaluate(() => window.location.hash);
const slideShown = (page: Page) => page.locator('.fslightboxsn span').first().textContent();
const apiCalls = (urls: string[]) => urls.filter((u) => new URL(u).pathname.startsWith('/api/'));

describe('boat page', () => {
  for (const [lang, width, height] of [
    ['en', 1280, 800],
    ['de', 390, 844],
  ] as const) {
    it(`L1 L2 I6 C7 S2 Q2 /${lang} at ${width}px: lightbox from the hash at slide 3, keyboard, dates give the total, no API call before, axe clean`, async () => {
      const { page, problems, context } = await openPage(browser, { width, height });
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      const path = `/${lang}/${boat.type.slug}/${boat.slug}`;
      const res = await page.goto(`${baseUrl()}${path}#${boat.slug}-3`);
      expect(res?.status()).toBe(200);
      await hydrated(page);

      // L1: the hash opens the lightbox at photo 3; the lightbox code came only now.
      const dialog = page.locator('.fslightbox-container');
      await dialog.waitFor({ timeout: 10_000 });
      expect(await slideShown(page)).toBe('3');
      expect(await dialog.getAttribute('aria-label')).toContain(boat.name);
      // Keyboard: arrows move and the hash follows; Tab stays on named buttons inside; Escape closes.
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => hash(page)).toBe(`#${boat.slug}-4`);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => hash(page)).toBe(`#${boat.slug}-3`);
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        return { inside: !!el?.closest('.fslightbox-container'), name: el?.getAttribute('aria-label') ?? '' };
      });
      expect(focused.inside).toBe(true);
      expect(focused.name).not.toBe('');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await hash(page)).toBe('');

      // Opening from the page by keyboard: the main photo is slide 1, focus comes back on close.
      await page.locator('.boat-gallery__main').focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      expect(await slideShown(page)).toBe('1');
      expect(await hash(page)).toBe(`#${boat.slug}-1`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.classList.contains('boat-gallery__main'))).toBe(true);

      // S2: the page data came with the document.
      await page.waitForLoadState('networkidle');
      expect(apiCalls(requests)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);

      // I6: the calendar, in the page's language, then a week: the quote and the booking link.
      await page.locator('.boat-booking__actions button').first().click();
      const picker = page.locator('.boat-picker');
      await picker.waitFor();
      expect(await picker.locator('.rdp-root').getAttribute('lang')).toBe(lang === 'en' ? 'en-US' : 'de');
      const day = (iso: string) => picker.locator(`td[data-day="${iso}"]:not([data-outside]) button`);
      for (let i = 0; i < 3 && !(await day(start).count()); i++) await picker.locator('.rdp-button_next').click();
      await day(start).click();
      for (let i = 0; i < 2 && !(await day(end).count()); i++) await picker.locator('.rdp-button_next').click();
      await day(end).click();
      const total = page.locator('[data-testid="quote-total"]');
      await total.waitFor();
      expect(await total.textContent()).toBe(formatPrice(boat.quote!.total, lang));
      const url = new URL(page.url());
      expect(url.pathname).toBe(path);
      expect(Object.fromEntries(url.searchParams)).toEqual({ date_start: start, date_end: end });
      expect(await page.locator('.boat-booking__book').getAttribute('href')).toBe(
        `/${lang}/details/${boat.slug}?date_start=${start}&date_end=${end}`,
      );
      // Only the quote was asked for.
      expect(apiCalls(requests).map((u) => new URL(u).pathname)).toEqual([expect.stringMatching(/^\/api\/yacht-quote\/\d+$/)]);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('R5 R11 the frame variant renders in the iframe layout with the price for the dates and a frame booking link', async () => {
    const { page, problems, context } = await openPage(browser, { width: 390, height: 844 });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const res = await page.goto(`${baseUrl()}/en/frame/${boat.type.slug}/${boat.slug}?date_start=${start}&date_end=${end}`);
    expect(res?.status()).toBe(200);
    await hydrated(page);
    expect(await page.locator('.frame-layout').count()).toBe(1);
    expect(await page.locator('.site-header').count()).toBe(0);
    expect(await page.locator('[data-testid="quote-total"]').textContent()).toBe(formatPrice(boat.quote!.total, 'en'));
    expect(await page.locator('.boat-booking__book').getAttribute('href')).toBe(
      `/en/frame/details/${boat.slug}?date_start=${start}&date_end=${end}`,
    );
    await page.waitForLoadState('networkidle');
    expect(apiCalls(requests)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
