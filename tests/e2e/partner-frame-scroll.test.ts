import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Locator, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from './browser';
import { addDays, isoDateOf, weekdayOf } from '../../src/contract/iso-date';

// Issue 30 item 7: in a partner's iframe, each new page of the booking (step one, step two, thank-you) must
// show from its top, as it would on our own site: the partner page used to stay where the visitor pressed
// the button, at 390 px a thousand pixels below the next heading. The partner page here is on another
// origin (a small server of its own), tall above and below the widget, and scrolled so that the frame's
// top is out of sight before every step; after the step the frame's top must be in the viewport.

let browser: Browser;
let partner: Server;
let partnerUrl = '';

// A Saturday week far enough ahead that the other booking tests' weeks are not this one.
let start = addDays(isoDateOf(new Date()), 7 * 15);
while (weekdayOf(start) !== 6) start = addDays(start, 1);
const end = addDays(start, 7);

beforeAll(async () => {
  browser = await launch();
  const html = await (await fetch(`${baseUrl()}/en/faq`)).text();
  const token = /"publicToken":"([^"]+)"/.exec(html)?.[1] ?? '';
  const res = await fetch(`${baseUrl()}/api/yacht-list?per_page=20&date_start=${start}&date_end=${end}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const boats = ((await res.json()) as { data: { slug: string; type: { slug: string } }[] }).data;
  expect(boats.length).toBeGreaterThan(9);
  // /?boat=n embeds the list's nth boat: each test books or opens a boat of its own.
  partner = createServer((req, res) => {
    const boat = boats[Number(new URL(req.url ?? '/', 'http://partner').searchParams.get('boat') ?? 7)];
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner</title></head>
<body style="margin:0"><header style="height:900px;background:#eef"><h1>Partner charter agency</h1></header>
<script src="${baseUrl()}/embed.js" data-lang="en" data-page="boat/${boat!.type.slug}/${boat!.slug}" data-query="date_start=${start}&date_end=${end}"></script>
<footer style="height:3000px;background:#efe">Partner footer</footer></body></html>`);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerUrl = `http://localhost:${(partner.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => partner.close(() => resolve()));
});

/** Where the frame's top is in the partner's viewport, and the viewport's height. */
const frameTop = (page: Page) =>
  page.locator('iframe[data-bluewater-frame]').evaluate((el) => ({ top: el.getBoundingClientRect().top, height: window.innerHeight }));

/** Scrolls the partner page so that the control is near the top of the viewport: the frame's top is then out of sight. */
async function scrollTo(page: Page, control: Locator) {
  const box = await control.boundingBox();
  expect(box).not.toBeNull();
  await page.evaluate((y) => window.scrollBy(0, y), box!.y - 60);
  expect((await frameTop(page)).top).toBeLessThan(0);
}

async function topInView(page: Page) {
  await expect
    .poll(async () => {
      const { top, height } = await frameTop(page);
      return top >= 0 && top < height;
    })
    .toBe(true);
}

const frameHydrated = (frame: Frame) =>
  frame.waitForFunction(() => Object.keys(document).some((k) => k.startsWith('__reactContainer')), null, { timeout: 10_000 });

describe('issue 30 item 7: a new step in the partner iframe brings the frame top into view', () => {
  it('en at 390 px on another origin: boat → step one → step two → thank-you, the frame top is in view after each', async () => {
    const { page, problems } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(partnerUrl);
    const iframe = page.locator('iframe[data-bluewater-frame]');
    // The visitor scrolls a little past the frame's top while it loads (a frame out of sight does not
    // start: Chromium holds its animation frames).
    await page.evaluate(() => window.scrollTo(0, 1000));
    const frame = (await (await iframe.elementHandle())!.contentFrame())!;
    await frame.waitForURL(/\/en\/frame\//);
    await frameHydrated(frame);
    await frame.waitForLoadState('load');
    await page.waitForTimeout(500);
    // The widget's first page does not move the partner's page: only a new page does.
    expect(await page.evaluate(() => window.scrollY)).toBe(1000);
    // The message counts only from the frame's own origin and window: the partner page's own does nothing.
    await page.evaluate(() => window.postMessage({ type: 'bluewater:frame-top' }, '*'));
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(1000);

    const book = frame.getByRole('link', { name: 'Book this boat' });
    await scrollTo(page, book);
    await book.click();
    await frame.waitForURL(/\/en\/frame\/details\//);
    await topInView(page);

    await frame.locator('#booking-first_name').fill('Ines');
    await frame.locator('#booking-last_name').fill('Moreau');
    await frame.locator('#booking-email').fill(`frame-scroll-${Date.now()}@example.com`);
    await frame.locator('.phone-country__button').click();
    await frame.locator('.phone-country__search').fill('croat');
    await frame.locator('.phone-country__search').press('Enter');
    await frame.locator('#booking-phone').fill('91 123 4567');
    const next = frame.getByRole('button', { name: 'Continue' });
    await scrollTo(page, next);
    await next.click();
    await frame.waitForURL(/\/en\/frame\/detailsfinal\//);
    await topInView(page);

    await frame.locator('#booking-terms').check();
    const confirm = frame.getByRole('button', { name: 'Reserve the boat' });
    await scrollTo(page, confirm);
    await confirm.click();
    await frame.waitForURL(/\/en\/frame\/thankyou\?ref=/);
    await topInView(page);
    // The thank-you's heading, the first thing the visitor should read, is on screen too.
    const heading = await frame.locator('h1').boundingBox();
    expect(heading).not.toBeNull();
    expect(heading!.y).toBeGreaterThanOrEqual(0);
    expect(heading!.y + heading!.height).toBeLessThanOrEqual(844);
    expect(problems).toEqual([]);
  });

  it('en at 1280 px: a page loaded anew in the frame (not by the app) brings the frame top into view too', async () => {
    const { page, problems } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`${partnerUrl}?boat=9`);
    await page.evaluate(() => window.scrollTo(0, 1000));
    const frame = (await (await page.locator('iframe[data-bluewater-frame]').elementHandle())!.contentFrame())!;
    await frame.waitForURL(/\/en\/frame\//);
    await frameHydrated(frame);
    await frame.waitForLoadState('load');
    const book = frame.getByRole('link', { name: 'Book this boat' });
    await scrollTo(page, book);
    // A whole document, as when a form is sent before the page came alive: the app never sees it happen.
    const href = await book.getAttribute('href');
    await frame.evaluate((url) => window.location.assign(url), href!);
    await frame.waitForURL(/\/en\/frame\/details\//);
    await topInView(page);
    expect(problems).toEqual([]);
  });
});
