import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../server/db/client';
import type { Mail } from '../../server/mail/mailer';
import { addDays } from '../../src/contract/iso-date';
import { PERSON_UA, TEST_TOKEN, testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { bookingBody, freeWeeks, type FreeWeek } from './bookings-fixtures';

// Issue 30 item 5: a page, and the mail about the same booking, write amounts and lengths the way their
// language writes them: "€4,410" and "11.99 m (39.34 ft)" in English, "4.410 €" and "11,99 m (39,34 ft)" in
// German, where the old "€4,410" read as four euros and change. The expected texts are spelled out here by
// hand, not by the formatter under test.

const TODAY = '2026-06-01';
const NBSP = '\u00a0';
let app: Express;
let database: DatabaseHandle;
let weeks: FreeWeek[];
const sent: Mail[] = [];
const site = { Authorization: `Bearer ${TEST_TOKEN}` };
let visitor = 0;

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 40, today: TODAY });
  // TRUST_PROXY: each booking from an address of its own (bookings are rate-limited per address).
  ({ app } = await testApp(
    { TRUST_PROXY: 'true' },
    { database, now: () => new Date(`${TODAY}T10:00:00Z`), mailer: { send: async (m) => void sent.push(m) } },
  ));
  weeks = await freeWeeks(database.db, TODAY);
}, 120_000);
afterAll(() => database.close());

const page = (path: string) => request(app).get(path).set('User-Agent', PERSON_UA);
const grouped = (n: number, separator: string) => String(n).replace(/\B(?=(\d{3})+$)/g, separator);
/** German: thousands with a dot, the euro after a no-break space. */
const germanPrice = (n: number) => `${grouped(n, '.')}${NBSP}€`;
/** English: thousands with a comma, the euro first. */
const englishPrice = (n: number) => `€${grouped(n, ',')}`;
/** C7: metres and feet (× 3.28084, two decimals), with the language's decimal mark. */
const length = (metres: number, decimalMark: string) =>
  `${String(metres).replace('.', decimalMark)} m (${(Math.round(metres * 3.28084 * 100) / 100).toFixed(2).replace('.', decimalMark)} ft)`;
const textOf = (html: string, testId: string) => new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1];

interface Card {
  slug: string;
  type: { slug: string };
  length_m: number;
  quote: { total: number } | null;
}

describe('numbers in the page language (issue 30 item 5)', () => {
  it('a boat page with dates: "4.410 €" and "11,99 m (39,34 ft)" in German, "€4,410" and "11.99 m (39.34 ft)" in English', async () => {
    const week = weeks[0]!;
    const end = addDays(week.start, 7);
    const list = await request(app).get('/api/yacht-list-all').query({ per_page: '50', date_start: week.start, date_end: end }).set(site);
    expect(list.status).toBe(200);
    // A boat whose total has thousands and whose length has decimals, so both separators show.
    const boat = (list.body.data as Card[]).find((b) => b.quote && b.quote.total >= 1000 && !Number.isInteger(b.length_m))!;
    expect(boat, 'a priced boat with a fractional length').toBeDefined();
    const path = `${boat.type.slug}/${boat.slug}?date_start=${week.start}&date_end=${end}`;

    const de = await page(`/de/${path}`);
    expect(de.status).toBe(200);
    expect(textOf(de.text, 'quote-total')).toBe(germanPrice(boat.quote!.total));
    expect(de.text).toContain(length(boat.length_m, ','));
    expect(de.text).not.toContain(englishPrice(boat.quote!.total));

    const en = await page(`/en/${path}`);
    expect(en.status).toBe(200);
    expect(textOf(en.text, 'quote-total')).toBe(englishPrice(boat.quote!.total));
    expect(en.text).toContain(length(boat.length_m, '.'));
    // JSON-LD stays machine format in every language: a plain number, no separators.
    expect(de.text).toContain(`"price":${boat.quote!.total}`);
  });

  it('an offer\'s discount is written as the language writes a percentage: "15% off", "15 % Rabatt", "%15 indirim"', async () => {
    const offers = await request(app).get('/api/offers/en').query({ featured: '1' }).set(site);
    expect(offers.status).toBe(200);
    const percent = (offers.body.data as { discount_percent: number }[])[0]!.discount_percent;
    expect((await page('/en')).text).toContain(`${percent}% off`);
    expect((await page('/de')).text).toContain(`${percent}${NBSP}% Rabatt`);
    expect((await page('/tr')).text).toContain(`%${percent} indirim`);
  });

  it('the mail about a German booking writes its amounts as its German page does ("4.410 €")', async () => {
    const week = weeks[1]!;
    const option = await request(app)
      .post('/api/bookings')
      .set(site)
      .set('X-Forwarded-For', `203.0.113.${++visitor}`)
      .send(bookingBody(week, { language: 'de' }));
    expect(option.status).toBe(201);
    const { access_token: token, price } = option.body.data as { access_token: string; price: { total: number; pay_now: number } };
    expect(price.total).toBeGreaterThanOrEqual(1000);
    const before = sent.length;
    const confirmed = await request(app).post(`/api/booking-access/${token}/confirm`).set(site).send({ terms_accepted: true });
    expect(confirmed.status).toBe(200);
    const mail = sent.slice(before).find((m) => m.to === option.body.data.email)!;
    expect(mail.text).toContain(germanPrice(price.total));
    expect(mail.text).toContain(germanPrice(price.pay_now));
    expect(mail.text).not.toContain(englishPrice(price.total));

    const bookingPage = await page(`/de/booking/${token}`);
    expect(bookingPage.status).toBe(200);
    expect(textOf(bookingPage.text, 'booking-total')).toBe(germanPrice(price.total));
  });
});
