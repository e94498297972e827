import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { axeViolations, baseUrl, hydrated, launch, openPage } from '../../../tests/e2e/browser';
import { mailsTo } from '../../../tests/api/accounts-helpers';
import { addDays, isoDateOf, weekdayOf } from '../../contract/iso-date';
import { isValidIban } from '../../contract/iban';
import { isValidPaymentReference } from '../../contract/payment-reference';

// The booking flow in Chromium (B1, B2, B3, B5, issue 12): search with dates → boat → Book → step one with
// an extra and an international phone number → step two → confirm → thank-you; the confirmation mail in
// the page's language with a valid .ics; cancelling on the booking's own page; keyboard only; the same
// flow in a partner's iframe on another origin, which receives the confirmation message. axe clean, no
// console errors, en/de/fr, 390 and 1280 px.

let browser: Browser;
let token = '';
interface Boat {
  id: number;
  slug: string;
  name: string;
  type: { slug: string };
  quote: { total: number } | null;
}

// Saturday weeks far enough ahead; each test books its own boat.
const saturday = (weeksAhead: number) => {
  let day = addDays(isoDateOf(new Date()), 7 * weeksAhead);
  while (weekdayOf(day) !== 6) day = addDays(day, 1);
  return day;
};
const start = saturday(9);
const end = addDays(start, 7);
let boats: Boat[] = [];

beforeAll(async () => {
  browser = await launch();
  const html = await (await fetch(`${baseUrl()}/en/faq`)).text();
  token = /"publicToken":"([^"]+)"/.exec(html)?.[1] ?? '';
  const res = await fetch(`${baseUrl()}/api/yacht-list-all?per_page=30&date_start=${start}&date_end=${end}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  boats = ((await res.json()) as { data: Boat[] }).data.filter((b) => b.quote);
  expect(boats.length).toBeGreaterThan(4);
});
afterAll(async () => {
  await browser?.close();
});

type Scope = Page | Frame;

/** B3: the international input has replaced the plain one; choose the country by search, type the number. */
async function phone(scope: Scope, country: string, number: string) {
  await scope.locator('.phone-country__button').waitFor();
  await scope.locator('.phone-country__button').click();
  await scope.locator('.phone-country__search').fill(country);
  await scope.locator('.phone-country__search').press('Enter');
  await scope.locator('#booking-phone').fill(number);
}

async function contact(scope: Scope, email: string) {
  await scope.locator('#booking-first_name').fill('Ines');
  await scope.locator('#booking-last_name').fill('Moreau');
  await scope.locator('#booking-email').fill(email);
  await phone(scope, 'croat', '91 123 4567');
}

async function icsOf(url: string) {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const event = new ICAL.Component(ICAL.parse(await res.text())).getFirstSubcomponent('vevent');
  expect(event).not.toBeNull();
  return new ICAL.Event(event!);
}

describe('booking flow', () => {
  it('B1 B2 B3 en at 1280px: search with dates → boat → Book → an extra and a phone → step two → confirm → thank-you, mail and .ics, cancel on its own page; axe clean', async () => {
    const { page, problems } = await openPage(browser, { width: 1280, height: 900 });
    const boat = boats[0]!;
    await page.goto(`${baseUrl()}/en/search?date_start=${start}&date_end=${end}`);
    await hydrated(page);
    await page.locator(`a[href*="${boat.slug}"]`).filter({ hasText: boat.name }).first().click();
    await page.waitForURL(new RegExp(boat.slug));
    await page.getByRole('link', { name: 'Book this boat' }).click();
    await page.waitForURL(/\/en\/details\//);
    expect(page.url()).toContain(`date_start=${start}`);
    await page.locator('[data-testid="booking-price"]').waitFor();
    const before = await page.locator('[data-testid="booking-total"]').textContent();
    await page.locator('input[name="optional_extras"]').first().check();
    await expect.poll(() => page.locator('[data-testid="booking-total"]').textContent()).not.toBe(before);
    const email = `en-${Date.now()}@example.com`;
    await contact(page, email);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/en\/detailsfinal\//);
    const access = page.url().split('/').pop()!;
    await page.locator('[data-testid="hold-countdown"]').waitFor();
    // Issue 28: step two names the charter company the contract is with; how to pay comes once reserved.
    expect(await page.locator('[data-testid="booking-company"]').textContent()).toMatch(/Your charter contract for this boat is with .+\./);
    expect(await page.locator('[data-testid="booking-payment"]').count()).toBe(0);
    expect(await page.locator('[data-testid="payment-plan"] li').count()).toBeGreaterThan(0);
    expect(await page.locator('.booking-price__line', { hasText: '(chosen)' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // Confirm without the terms: told, nothing sent.
    await page.getByRole('button', { name: 'Reserve the boat' }).click();
    await page.locator('#booking-terms-error').waitFor();
    await page.locator('#booking-terms').check();
    await page.getByRole('button', { name: 'Reserve the boat' }).click();
    await page.waitForURL(/\/en\/thankyou\?ref=/);
    const reference = (await page.locator('[data-testid="booking-reference"]').textContent())!;
    expect(reference).toMatch(/^BW-/);
    // Issue 28: the thank-you page says how to pay whom: the company's IBAN and the booking's own reference.
    const payReference = (await page.locator('[data-testid="payment-reference"]').textContent())!;
    expect(isValidPaymentReference(payReference)).toBe(true);
    expect(payReference.replace(/\s/g, '').slice(4)).toBe(reference.replace('-', ''));
    expect(isValidIban((await page.locator('[data-testid="payment-iban"]').textContent())!)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const [mail] = await mailsTo(inject('dataDir'), email, { matching: (m) => m.subject.includes(reference), waitMs: 5000 });
    expect(mail?.subject).toBe(`Your booking ${reference} is reserved`);
    expect(mail?.text).toContain(payReference);
    const ics = await icsOf(await page.getByRole('link', { name: 'Add to calendar' }).evaluate((a) => (a as HTMLAnchorElement).href));
    expect(ics.startDate.toString()).toContain(start);

    // Held and then booked: the same week is not available to anyone else.
    const quote = async () =>
      (
        (await (
          await fetch(`${baseUrl()}/api/yacht-quote/${boat.id}?date_start=${start}&date_end=${end}`, {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).json()) as { available: boolean }
      ).available;
    expect(await quote()).toBe(false);

    await page.goto(`${baseUrl()}/en/booking/${access}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Cancel the booking' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect.poll(() => page.locator('[data-testid="booking-status"]').textContent()).toContain('cancelled');
    expect(await axeViolations(page)).toEqual([]);
    // B4: cancelled, the days are free again for the next visitor.
    expect(await quote()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('B1 B2 B3 de at 390px, keyboard only through both steps; the total and Continue stay on screen; the country list fills the screen', async () => {
    const { page, problems } = await openPage(browser, { width: 390, height: 844 });
    const boat = boats[1]!;
    await page.goto(`${baseUrl()}/de/details/${boat.slug}?date_start=${start}&date_end=${end}`);
    await hydrated(page);
    const bar = await page.locator('[data-testid="booking-bar"]').boundingBox();
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(844);

    const tabTo = async (selector: string) => {
      for (let i = 0; i < 150; i++) {
        if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${selector}`);
    };
    await tabTo('input[name="optional_extras"]');
    await page.keyboard.press('Space');
    await tabTo('#booking-first_name');
    await page.keyboard.type('Jonas');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Weber');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`de-${Date.now()}@example.com`);
    await page.locator('.phone-country__button').waitFor();
    await tabTo('.phone-country__button');
    await page.keyboard.press('Enter');
    const list = await page.locator('.phone-country__dialog').boundingBox();
    expect(list).toMatchObject({ x: 0, y: 0, width: 390 });
    await page.keyboard.type('Deutsch');
    await page.keyboard.press('Enter');
    await tabTo('#booking-phone');
    await page.keyboard.type('1512 3456789');
    await tabTo('.booking-bar__go');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/de\/detailsfinal\//);
    await hydrated(page);
    await tabTo('#booking-terms');
    await page.keyboard.press('Space');
    await tabTo('.booking-bar__go');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/de\/thankyou\?ref=/);
    expect(await page.locator('h1').textContent()).toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  describe('B5 in a partner iframe on another origin', () => {
    let partner: Server;
    let partnerUrl = '';
    beforeAll(async () => {
      const boat = boats[2]!;
      partner = createServer((_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(`<!doctype html><html lang="fr"><head><title>Partenaire</title></head><body><h1>Partenaire</h1>
<script>window.__messages = []; window.addEventListener('bluewater:booking-confirmed', function (e) { window.__messages.push(e.detail); });</script>
<script src="${baseUrl()}/embed.js" data-lang="fr" data-page="boat/${boat.type.slug}/${boat.slug}" data-query="date_start=${start}&date_end=${end}"></script></body></html>`);
      });
      await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
      partnerUrl = `http://localhost:${(partner.address() as AddressInfo).port}/`;
    });
    afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())));

    it('fr at 1280px: Book → step one → step two → confirm in the frame; the partner page gets reference, boat, dates and total; the mail is in French', async () => {
      const { page, problems } = await openPage(browser, { width: 1280, height: 900 });
      await page.goto(partnerUrl);
      const iframe = page.locator('iframe[data-bluewater-frame]');
      expect(await iframe.getAttribute('allow')).toBe('identity-credentials-get');
      await iframe.scrollIntoViewIfNeeded();
      const frame = await (await iframe.elementHandle())!.contentFrame();
      await frame!.waitForURL(/\/fr\/frame\//);
      await frame!.getByRole('link', { name: 'Réserver ce bateau' }).click();
      await frame!.waitForURL(/\/fr\/frame\/details\//);
      // Sign-in is offered inside the frame too (U1, B5): the dialog opens there and closes with Esc.
      await frame!.getByRole('button', { name: 'Vous avez un compte ? Connectez-vous pour remplir ces champs' }).click();
      await frame!.locator('dialog.account-dialog[open]').waitFor({ timeout: 20_000 });
      await frame!.locator('dialog.account-dialog[open]').press('Escape');
      await frame!.locator('dialog.account-dialog[open]').waitFor({ state: 'detached' });
      const email = `fr-${Date.now()}@example.com`;
      await contact(frame!, email);
      await frame!.getByRole('button', { name: 'Continuer' }).click();
      await frame!.waitForURL(/\/fr\/frame\/detailsfinal\//);
      await frame!.locator('#booking-terms').check();
      await frame!.getByRole('button', { name: 'Réserver le bateau' }).click();
      await frame!.waitForURL(/\/fr\/frame\/thankyou\?ref=/);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __messages: unknown[] }).__messages.length)).toBe(1);
      const [message] = await page.evaluate(() => (window as unknown as { __messages: Record<string, unknown>[] }).__messages);
      expect(message).toMatchObject({
        type: 'bluewater:booking-confirmed',
        date_start: start,
        date_end: end,
        boat: { slug: boats[2]!.slug },
      });
      expect(message!.reference).toMatch(/^BW-/);
      expect(typeof message!.total).toBe('number');
      const [mail] = await mailsTo(inject('dataDir'), email, {
        matching: (m) => m.subject.includes(String(message!.reference)),
        waitMs: 5000,
      });
      expect(mail?.subject).toBe(`Votre réservation ${String(message!.reference)} est enregistrée`);
      expect(problems).toEqual([]);
    });
  });
});
