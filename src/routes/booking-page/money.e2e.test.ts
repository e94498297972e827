import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, baseUrl, hydrated, launch, openPage } from '../../../tests/e2e/browser';
import { mailsTo } from '../../../tests/api/accounts-helpers';
import { addDays, isoDateOf, weekdayOf } from '../../contract/iso-date';
import { isValidPaymentReference } from '../../contract/payment-reference';

// Issue 28, the visitor's money told honestly, in Chromium, en at 1280 px and de at 390 px: step two names
// the charter company and its action reserves; the thank-you page shows the bank transfer with the RF
// reference, the instalments due and the pro-forma invoice's link; the mail has the reference and the
// invoice's link; the invoice names the company as issuer and says it is not a tax invoice; on the booking's
// page the cancel inside the free window is shown as free before it is confirmed, and costs nothing. (The
// company recording a payment, the states it moves and the later cancel's fee are proved in-process in
// tests/api/booking-payments.test.ts and booking-cancellation.test.ts, where the clock can move.)

let browser: Browser;
let token = '';
let boats: { slug: string; products: string[]; max_people: number }[] = [];
let visitor = 0;

const saturday = (weeksAhead: number) => {
  let day = addDays(isoDateOf(new Date()), 7 * weeksAhead);
  while (weekdayOf(day) !== 6) day = addDays(day, 1);
  return day;
};
const START = saturday(16);

beforeAll(async () => {
  browser = await launch();
  const html = await (await fetch(`${baseUrl()}/en/faq`)).text();
  token = /"publicToken":"([^"]+)"/.exec(html)?.[1] ?? '';
  const res = await fetch(`${baseUrl()}/api/yacht-list-all?per_page=40&date_start=${START}&date_end=${addDays(START, 7)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const list = (await res.json()) as { data: { slug: string; products: string[]; max_people: number; quote: unknown }[] };
  boats = list.data.filter((b) => b.quote);
  expect(boats.length).toBeGreaterThan(3);
});
afterAll(async () => {
  await browser?.close();
});

const CASES = [
  {
    lang: 'en',
    width: 1280,
    reserve: 'Reserve the boat',
    free: /free of charge/,
    cancel: 'Cancel the booking',
    yes: 'Yes, cancel it',
    cancelled: 'cancelled',
    notTax: /not a tax invoice/,
  },
  {
    lang: 'de',
    width: 390,
    reserve: 'Boot reservieren',
    free: /kostenlos/,
    cancel: 'Buchung stornieren',
    yes: 'Ja, stornieren',
    cancelled: 'storniert',
    notTax: /keine Steuerrechnung/,
  },
] as const;

describe.each(CASES)('money, $lang at $width px (issue 28)', (c) => {
  it('step two names the company → reserve → transfer details and reference → mail with the invoice → invoice → a free cancel shown before it is made', async () => {
    const boat = boats[visitor]!;
    const email = `money-${c.lang}-${Date.now()}@example.com`;
    const placed = await fetch(`${baseUrl()}/api/bookings`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${200 + visitor++}` },
      body: JSON.stringify({
        yacht_slug: boat.slug,
        date_start: START,
        date_end: addDays(START, 7),
        product: boat.products[0],
        people: Math.min(2, boat.max_people),
        first_name: 'Ines',
        last_name: 'Moreau',
        email,
        phone: '+385 91 123 4567',
        terms_accepted: true,
        language: c.lang,
      }),
    });
    expect(placed.status).toBe(201);
    const access = ((await placed.json()) as { data: { access_token: string } }).data.access_token;

    const { page, problems } = await openPage(browser, { width: c.width, height: 900 });
    await page.goto(`${baseUrl()}/${c.lang}/detailsfinal/${access}`);
    await hydrated(page);
    await page.locator('[data-testid="booking-company"]').waitFor();
    expect(await page.locator('[data-testid="instalment-state"]').count()).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#booking-terms').check();
    await page.getByRole('button', { name: c.reserve }).click();
    await page.waitForURL(new RegExp(`/${c.lang}/thankyou\\?ref=`));
    const reference = (await page.locator('[data-testid="booking-reference"]').textContent())!;
    const payReference = (await page.locator('[data-testid="payment-reference"]').textContent())!;
    expect(isValidPaymentReference(payReference)).toBe(true);
    const invoiceHref = await page.locator(`a[href$="/invoice"]`).getAttribute('href');
    expect(invoiceHref).toBe(`/${c.lang}/booking/${access}/invoice`);
    expect(await axeViolations(page)).toEqual([]);

    const [mail] = await mailsTo(inject('dataDir'), email, { matching: (m) => m.subject.includes(reference), waitMs: 5000 });
    expect(mail?.text).toContain(payReference);
    expect(mail?.text).toContain(`/${c.lang}/booking/${access}/invoice`);

    await page.goto(`${baseUrl()}${invoiceHref}`);
    await hydrated(page);
    expect(await page.locator('[data-testid="invoice-note"]').textContent()).toMatch(c.notTax);
    expect(await page.locator('[data-testid="invoice-issuer"]').textContent()).toBeTruthy();
    expect(await page.locator('[data-testid="invoice-transfer"]').textContent()).toContain(payReference);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${baseUrl()}/${c.lang}/booking/${access}`);
    await hydrated(page);
    expect(await page.locator('[data-testid="cancel-cost"]').textContent()).toMatch(c.free);
    await page.getByRole('button', { name: c.cancel }).click();
    await page.getByRole('button', { name: c.yes }).click();
    await expect.poll(() => page.locator('[data-testid="booking-status"]').textContent()).toContain(c.cancelled);
    expect(await page.locator('[data-testid="cancelled-cost"]').textContent()).toMatch(/0/);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
