import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, baseUrl, hydrated, launch, openPage } from '../../../tests/e2e/browser';

// The home page, the favourites, a country page and the flexible-dates search in Chromium: server data
// with no API request after load (S2), the search box (C1, I6), the wishlist surviving a reload (F1),
// paging and searching without a reload, and axe-core (Q2), at phone and desktop widths.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const apiRequests = (urls: string[]) => urls.filter((u) => new URL(u).pathname.startsWith('/api/'));
/** Marks the document: the mark survives in-app navigation and disappears with a full reload. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

const isoInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('home page', () => {
  for (const [lang, width, height] of [
    ['en', 1280, 800],
    ['de', 390, 844],
  ] as const) {
    it(`S2 Q2 /${lang} at ${width}px: offers, destinations and boats from the server, no API request after load, axe clean`, async () => {
      const { page, problems, context } = await openPage(browser, { width, height });
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      const res = await page.goto(`${baseUrl()}/${lang}`);
      expect(res?.status()).toBe(200);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('.offer-card').count()).toBeGreaterThan(0);
      expect(await page.locator('.popular-destination').count()).toBeGreaterThan(0);
      expect(await page.locator('.yacht-card').count()).toBeGreaterThan(0);
      // The page must fit the phone: nothing wider than the viewport.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(page)).toEqual([]);
      expect(apiRequests(requests)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('C1 I6 the search box submits destination, dates and type to the search page; the calendar works by keyboard', async () => {
    const { page, problems, context } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${baseUrl()}/en`);
    await hydrated(page);
    const form = page.locator('form.search-box');
    const destination = await form.locator('select[name="destinations"] option').nth(1).getAttribute('value');
    const type = await form.locator('select[name="type"] option').nth(1).getAttribute('value');
    await form.locator('select[name="destinations"]').selectOption(destination!);
    await form.locator('select[name="type"]').selectOption(type!);

    // I6: the calendar loads on first open, in the visitor's language, and picks a range by keyboard.
    const start = form.locator('input[name="date_start"]');
    await expect.poll(() => start.getAttribute('type')).toBe('text');
    expect(await start.getAttribute('placeholder')).toBe('YYYY-MM-DD');
    await form.getByRole('button', { name: 'Choose dates on a calendar' }).click();
    await page.waitForSelector('.search-box__calendar .rdp-root');
    await page.waitForFunction(() => document.activeElement?.closest('.rdp-root') !== null);
    await page.keyboard.press('Enter');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.search-box__calendar').count()).toBe(0);
    const picked = [await start.inputValue(), await form.locator('input[name="date_end"]').inputValue()];
    expect(picked[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(picked[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(picked[1]!).getTime() - new Date(picked[0]!).getTime()).toBe(7 * 86_400_000);

    // Typed dates in §9's format work as well.
    const [dateStart, dateEnd] = [isoInDays(40), isoInDays(47)];
    await start.fill(dateStart);
    await form.locator('input[name="date_end"]').fill(dateEnd);
    await markDocument(page);
    await form.getByRole('button', { name: 'Search boats' }).click();
    await page.waitForURL(/\/en\/search\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ destinations: destination, date_start: dateStart, date_end: dateEnd, type });
    expect(await stillSameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('C1 without JavaScript the search box is a plain GET form to the search page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/en`);
    await page.locator('form.search-box select[name="destinations"]').selectOption({ index: 1 });
    await page.locator('form.search-box button[type="submit"]').click();
    await page.waitForURL(/\/en\/search\?/);
    expect(new URL(page.url()).searchParams.get('destinations')).toBeTruthy();
    await context.close();
  });
});

describe('favourites (F1)', () => {
  for (const width of [390, 1280]) {
    it(`F1 at ${width}px a visitor's favourite from a home card survives a reload, is listed on the favourites page and can be removed`, async () => {
      const { page, problems, context } = await openPage(browser, { width, height: 844 });
      await page.goto(`${baseUrl()}/en`);
      await hydrated(page);
      const card = page.locator('.yacht-card').first();
      const name = (await card.locator(':is(h2, h3)').innerText()).trim();
      const heart = card.locator('.wishlist-button');
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

      await page.reload();
      await hydrated(page);
      await expect.poll(() => page.locator('.yacht-card').first().locator('.wishlist-button').getAttribute('aria-pressed')).toBe('true');
      const link = page.getByRole('link', { name: 'Favourites, saved boats: 1' });
      if (width < 960) await page.getByRole('button', { name: 'Menu' }).click();
      await link.click();
      await page.waitForURL(/\/en\/favorites$/);
      const item = page.locator('.favorite');
      await expect.poll(() => item.count()).toBe(1);
      expect(await item.locator('.favorite__name').innerText()).toBe(name);
      expect(await axeViolations(page)).toEqual([]);
      await item.getByRole('button', { name: `Remove ${name} from favourites` }).click();
      await expect.poll(() => page.locator('.favorites__empty').count()).toBe(1);
      await page.reload();
      await hydrated(page);
      expect(await page.locator('.favorite').count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('country page', () => {
  it('P1 /en/discover/croatia lists its boats, pages without a reload, and makes no API request until the visitor pages', async () => {
    const { page, problems, context } = await openPage(browser, { width: 390, height: 844 });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const res = await page.goto(`${baseUrl()}/en/discover/croatia`);
    expect(res?.status()).toBe(200);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(apiRequests(requests)).toEqual([]);
    expect(await page.locator('h1').innerText()).toContain('Croatia');
    const first = await page.locator('.yacht-card :is(h2, h3)').allInnerTexts();
    expect(first.length).toBe(12);
    expect(await axeViolations(page)).toEqual([]);

    await markDocument(page);
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/\?page=2$/);
    await expect.poll(async () => (await page.locator('.yacht-card :is(h2, h3)').allInnerTexts()).join()).not.toBe(first.join());
    expect(await stillSameDocument(page)).toBe(true);
    expect(apiRequests(requests).length).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('flexible dates (C13)', () => {
  it('C13 /en/anydaytesting: changing the nights updates the URL and results without a reload; start days link to the boat with dates', async () => {
    const { page, problems, context } = await openPage(browser, { width: 1280, height: 800 });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${baseUrl()}/en/anydaytesting`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(apiRequests(requests)).toEqual([]);
    expect(await page.locator('.flexible-results__window').innerText()).toContain('nights: 7');
    expect(await axeViolations(page)).toEqual([]);

    await markDocument(page);
    await page.getByLabel('Nights').selectOption('10');
    await page.waitForURL(/nights=10/);
    await expect.poll(() => page.locator('.flexible-results__window').innerText()).toContain('nights: 10');
    expect(await stillSameDocument(page)).toBe(true);
    const href = await page.locator('.flexible-boat__days a').first().getAttribute('href');
    const dates = new URL(href!, baseUrl()).searchParams;
    const nights = (new Date(dates.get('date_end')!).getTime() - new Date(dates.get('date_start')!).getTime()) / 86_400_000;
    expect(nights).toBe(10);

    // A window longer than 60 days is a message on the page, not an error.
    await page.getByLabel('Latest start day').fill(isoInDays(200));
    await expect.poll(() => page.locator('.flexible-problem').count()).toBe(1);
    expect(await page.locator('.flexible-problem').innerText()).toContain('at most 60 days');
    expect(problems).toEqual([]);
    await context.close();
  });
});
