import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, baseUrl, hydrated, launch, openPage } from './browser';

// The site chrome in Chromium (I2, I3, I5, I7, Q2): the header's category dropdown, the phone drawer, the
// app-height variable and the enhanced selects, in English and two other languages at 390 and 1280 px.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const CASES = [
  ['en', 390],
  ['en', 1280],
  ['de', 390],
  ['el', 1280],
  ['tr', 390],
] as const;

const menuOpen = (page: Page) => page.evaluate(() => (document.querySelector('.nav-menu') as HTMLDetailsElement).open);
const focused = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

async function openDrawer(page: Page) {
  await page.click('.menu-toggle');
  await page.waitForSelector('#site-nav[role="dialog"]');
}

describe('site chrome', () => {
  for (const [lang, width] of CASES) {
    it(`I2 /${lang} at ${width}px: the boat categories' dropdown links to the search by type and closes on a click outside and on Esc, focus back on it`, async () => {
      const { page, problems, context } = await openPage(browser, { width, height: 800 });
      await page.goto(`${baseUrl()}/${lang}/faq`);
      await hydrated(page);
      if (width < 960) await openDrawer(page);
      // Plain links: they work without JavaScript and crawlers follow them.
      expect(await page.getAttribute('.nav-menu__list a[href*="type=catamaran"]', 'href')).toBe(`/${lang}/search?type=catamaran`);

      await page.click('.nav-menu summary');
      expect(await menuOpen(page)).toBe(true);
      expect(await page.isVisible('.nav-menu__list a[href*="type=catamaran"]')).toBe(true);
      // A click outside the dropdown (in the drawer's panel on a phone, on the page otherwise).
      if (width < 960) await page.click('.site-nav__panel', { position: { x: 5, y: 5 } });
      else await page.mouse.click(width - 20, 760);
      expect(await menuOpen(page)).toBe(false);

      await page.click('.nav-menu summary');
      expect(await menuOpen(page)).toBe(true);
      await page.keyboard.press('Escape');
      expect(await menuOpen(page)).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
      // The Esc closed the dropdown only: the drawer around it stays open.
      if (width < 960) expect(await page.getAttribute('#site-nav', 'class')).toContain('site-nav--open');

      // A category link leads to the search filtered by that type.
      await page.click('.nav-menu summary');
      await Promise.all([page.waitForURL(`**/${lang}/search?type=gulet`), page.click('.nav-menu__list a[href$="type=gulet"]')]);
      expect(await menuOpen(page)).toBe(false);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  for (const [lang] of CASES.filter(([, w]) => w === 390)) {
    it(`I3 /${lang} at 390px: the drawer opens as a modal with the page locked, keeps Tab inside, and each way of closing fades it out and unlocks scrolling`, async () => {
      const { page, problems, context } = await openPage(browser, { width: 390, height: 700 });
      await page.goto(`${baseUrl()}/${lang}/about`);
      await hydrated(page);
      expect(await page.isVisible('#site-nav')).toBe(false);
      expect(await bodyOverflow(page)).not.toBe('hidden');

      await openDrawer(page);
      expect(await page.getAttribute('.menu-toggle', 'aria-expanded')).toBe('true');
      expect(await bodyOverflow(page)).toBe('hidden');
      expect(await focused(page)).toBe('site-nav__close');
      expect(await page.evaluate(() => (document.querySelector('main') as HTMLElement).inert)).toBe(true);
      // Q2 with the drawer open.
      expect(await axeViolations(page)).toEqual([]);
      // Tab and Shift+Tab cycle inside the drawer.
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.getElementById('site-nav')!.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.getElementById('site-nav')!.contains(document.activeElement))).toBe(true);

      // The close control: a fade (the opacity seen frame by frame goes down), then hidden, the scroll lock
      // gone, focus back on the button.
      await page.evaluate(() => {
        const nav = document.getElementById('site-nav')!;
        const seen: number[] = ((window as unknown as { fade: number[] }).fade = []);
        const sample = () => {
          if (nav.classList.contains('site-nav--closed')) return;
          seen.push(Number(getComputedStyle(nav).opacity));
          requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await page.click('.site-nav__close');
      await page.waitForSelector('#site-nav', { state: 'hidden' });
      const fade = await page.evaluate(() => (window as unknown as { fade: number[] }).fade);
      expect(
        fade.some((o) => o > 0 && o < 1),
        fade.join(' '),
      ).toBe(true);
      expect(await bodyOverflow(page)).not.toBe('hidden');
      expect(await focused(page)).toBe('menu-toggle');
      expect(await page.getAttribute('.menu-toggle', 'aria-expanded')).toBe('false');
      expect(await page.evaluate(() => (document.querySelector('main') as HTMLElement).inert)).toBe(false);

      // Esc, and a tap beside the panel, close it the same way.
      await openDrawer(page);
      await page.keyboard.press('Escape');
      await page.waitForSelector('#site-nav', { state: 'hidden' });
      expect(await bodyOverflow(page)).not.toBe('hidden');
      await openDrawer(page);
      await page.mouse.click(20, 400);
      await page.waitForSelector('#site-nav', { state: 'hidden' });
      expect(await bodyOverflow(page)).not.toBe('hidden');

      // Following a link closes it and goes there.
      await openDrawer(page);
      await Promise.all([page.waitForURL(`**/${lang}/latestnews`), page.click(`#site-nav a[href="/${lang}/latestnews"]`)]);
      await page.waitForSelector('#site-nav', { state: 'hidden' });
      expect(await bodyOverflow(page)).not.toBe('hidden');
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('I3 without JavaScript the menu link opens the drawer (its #target) and the close link leaves it', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 700 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/de/terms`);
    expect(await page.isVisible('#site-nav')).toBe(false);
    await page.click('.menu-toggle');
    expect(await page.isVisible('#site-nav .nav-menu summary')).toBe(true);
    await page.click('.nav-menu summary');
    expect(await page.isVisible('.nav-menu__list a[href="/de/search?type=catamaran"]')).toBe(true);
    await page.click('.site-nav__close');
    expect(await page.isVisible('#site-nav')).toBe(false);
    await context.close();
  });

  it('I3 a drawer opened before the script arrived (its #target) is taken over by the script and closes for good', async () => {
    const { page, problems, context } = await openPage(browser, { width: 390, height: 700 });
    await page.goto(`${baseUrl()}/cs/privacy#site-nav`);
    await hydrated(page);
    await page.waitForSelector('#site-nav[role="dialog"]');
    expect(new URL(page.url()).hash).toBe('');
    expect(await bodyOverflow(page)).toBe('hidden');
    await page.click('.site-nav__close');
    await page.waitForSelector('#site-nav', { state: 'hidden' });
    expect(await bodyOverflow(page)).not.toBe('hidden');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('I5 --app-height equals the window inner height, after resizes and an orientation change too', async () => {
    const { page, problems, context } = await openPage(browser, { width: 390, height: 700 });
    await page.goto(`${baseUrl()}/tr`);
    await hydrated(page);
    const appHeight = () =>
      page.evaluate(() => [getComputedStyle(document.documentElement).getPropertyValue('--app-height').trim(), `${window.innerHeight}px`]);
    await expect.poll(appHeight).toEqual(['700px', '700px']);
    await page.setViewportSize({ width: 390, height: 612 });
    await expect.poll(appHeight).toEqual(['612px', '612px']);
    await page.setViewportSize({ width: 844, height: 390 });
    await expect.poll(appHeight).toEqual(['390px', '390px']);
    // The page is at least as tall as what is visible.
    expect(await page.evaluate(() => document.body.getBoundingClientRect().height)).toBeGreaterThanOrEqual(390);
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const [lang, width] of [
    ['en', 1280],
    ['de', 390],
    ['el', 390],
  ] as const) {
    it(`I7 /${lang} at ${width}px: the home search box's selects are enhanced, chosen by mouse and keyboard, and the form submits their values`, async () => {
      const { page, problems, context } = await openPage(browser, { width, height: 800 });
      await page.goto(`${baseUrl()}/${lang}`);
      await hydrated(page);
      await page.waitForSelector('.search-box .enhanced-select--ready [role="combobox"]');
      const type = page.locator('.search-box select[name="type"]');
      const typeBox = page.locator('.search-box .enhanced-select:has(select[name="type"]) [role="combobox"]');
      // The native select stays in the form, out of the tab order and hidden from screen readers.
      expect(await type.getAttribute('aria-hidden')).toBe('true');
      expect(await type.getAttribute('tabindex')).toBe('-1');
      const catamaran = (await page.textContent('.search-box select[name="type"] option[value="catamaran"]'))!;

      // Mouse: open the listbox and pick.
      await typeBox.click();
      await page.getByRole('option', { name: catamaran, exact: true }).click();
      expect(await type.inputValue()).toBe('catamaran');
      // The combobox shows the choice once React has re-rendered it from the select's change event.
      await typeBox.getByText(catamaran, { exact: true }).waitFor({ timeout: 5000 });
      expect(await typeBox.textContent()).toBe(catamaran);

      // Keyboard, on the destination: the label's name, arrows and Enter.
      const destinationBox = page.getByRole('combobox', { name: (await page.textContent('.search-box label[for$="-destination"]')) ?? '' });
      await destinationBox.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const destination = await page.locator('.search-box select[name="destinations"]').inputValue();
      expect(destination).not.toBe('');
      expect(await axeViolations(page)).toEqual([]);

      await Promise.all([page.waitForURL(/\/search\?/), page.click('.search-box__submit')]);
      const query = new URL(page.url()).searchParams;
      expect(query.get('type')).toBe('catamaran');
      expect(query.get('destinations')).toBe(destination);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('I7 the search page sort select is enhanced and its choice reorders the list through the form', async () => {
    const { page, problems, context } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`${baseUrl()}/en/search`);
    await hydrated(page);
    await page.waitForSelector('.search__sort .enhanced-select--ready [role="combobox"]');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.click();
    await page.getByRole('option', { name: 'Price: lowest first' }).click();
    await page.waitForURL(/order_by=price_asc/);
    expect(await page.locator('select[name="order_by"]').inputValue()).toBe('price_asc');
    expect(await sort.textContent()).toBe('Price: lowest first');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('I7 before (or without) its script, the select is the native one and a plain GET form sends its value', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/nl`);
    expect(await page.isVisible('.search-box select[name="type"]')).toBe(true);
    expect(await page.locator('.search-box [role="combobox"]').count()).toBe(0);
    await page.selectOption('.search-box select[name="type"]', 'gulet');
    await Promise.all([page.waitForURL(/\/nl\/search\?/), page.click('.search-box__submit')]);
    expect(new URL(page.url()).searchParams.get('type')).toBe('gulet');
    await context.close();
  });
});
