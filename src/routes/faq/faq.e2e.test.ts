import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, baseUrl, hydrated, launch, openPage } from '../../../tests/e2e/browser';

// The FAQ tabs in Chromium (I1, Q2): the first tab open, a click and the keyboard (arrows, Home, End,
// roving tabindex) open the others, a panel loads its HTML from the server once, and without JavaScript
// every tab is a link to its panel.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PERSON_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const selected = (page: Page) => page.locator('[role="tab"][aria-selected="true"]').getAttribute('id');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const visiblePanels = (page: Page) => page.locator('[role="tabpanel"]:not([hidden])').evaluateAll((els) => els.map((e) => e.id));

describe('FAQ tabs', () => {
  for (const [lang, width, height] of [
    ['en', 1280, 800],
    ['en', 390, 844],
    ['de', 390, 844],
    ['el', 1280, 800],
  ] as const) {
    it(`I1 Q2 /${lang}/faq at ${width}px: first tab shown, click and keyboard, each lazy panel loads once, axe clean`, async () => {
      const { page, problems, context } = await openPage(browser, { width, height });
      const panelRequests: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/faq/panel/')) panelRequests.push(new URL(r.url()).pathname);
      });
      const res = await page.goto(`${baseUrl()}/${lang}/faq`);
      expect(res?.status()).toBe(200);
      await hydrated(page);

      const tabs = await page.locator('[role="tab"]').evaluateAll((els) => els.map((e) => e.id));
      expect(tabs).toEqual(['faq-tab-booking', 'faq-tab-payment', 'faq-tab-licences', 'faq-tab-on-board', 'faq-tab-cancellation']);
      expect(await selected(page)).toBe('faq-tab-booking');
      expect(await visiblePanels(page)).toEqual(['faq-panel-booking']);
      expect(await page.locator('#faq-panel-booking .faq-entry').count()).toBe(2);

      // A click opens a panel, which loads its HTML from the server.
      await page.locator('#faq-tab-payment').click();
      await page.locator('#faq-panel-payment .faq-entry').first().waitFor();
      expect(await selected(page)).toBe('faq-tab-payment');
      expect(await visiblePanels(page)).toEqual(['faq-panel-payment']);
      expect(page.url()).toBe(`${baseUrl()}/${lang}/faq`);

      // Keyboard: arrows move and open (wrapping), Home and End; only the selected tab is in the Tab order.
      await page.locator('#faq-tab-payment').focus();
      await page.keyboard.press('ArrowRight');
      expect(await focusedId(page)).toBe('faq-tab-licences');
      expect(await selected(page)).toBe('faq-tab-licences');
      await page.locator('#faq-panel-licences .faq-entry').first().waitFor();
      await page.keyboard.press('End');
      expect(await selected(page)).toBe('faq-tab-cancellation');
      await page.keyboard.press('ArrowRight');
      expect(await selected(page)).toBe('faq-tab-booking');
      await page.keyboard.press('ArrowLeft');
      expect(await selected(page)).toBe('faq-tab-cancellation');
      await page.keyboard.press('Home');
      expect(await focusedId(page)).toBe('faq-tab-booking');
      expect(await page.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
      expect(await page.locator('#faq-tab-booking').getAttribute('tabindex')).toBe('0');
      // Tab leaves the tab list for the open panel.
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe('faq-panel-booking');

      // Back to a panel already loaded: no second request.
      await page.locator('#faq-tab-payment').click();
      await page.locator('#faq-tab-licences').click();
      await page.locator('#faq-tab-cancellation').click();
      await page.locator('#faq-panel-cancellation .faq-entry').first().waitFor();
      await page.locator('#faq-tab-payment').click();
      expect(await page.locator('#faq-panel-payment .faq-entry').count()).toBe(2);
      expect(panelRequests.sort()).toEqual([
        `/${lang}/faq/panel/cancellation`,
        `/${lang}/faq/panel/licences`,
        `/${lang}/faq/panel/payment`,
      ]);

      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('I1 without JavaScript every tab is a link that renders its panel', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, userAgent: PERSON_UA, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/fr/faq`);
    expect(await visiblePanels(page)).toEqual(['faq-panel-booking']);
    await page.locator('#faq-tab-on-board').click();
    await page.waitForURL(`${baseUrl()}/fr/faq?tab=on-board`);
    expect(await selected(page)).toBe('faq-tab-on-board');
    expect(await visiblePanels(page)).toEqual(['faq-panel-on-board']);
    expect(await page.locator('#faq-panel-on-board .faq-entry').count()).toBe(3);
    // (axe needs timers, which a page without JavaScript does not run: the markup is the one checked above.)
    await context.close();
  });
});
