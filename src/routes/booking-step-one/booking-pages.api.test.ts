import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../../server/db/client';
import { addDays } from '../../contract/iso-date';
import { PERSON_UA, TEST_TOKEN, testApp } from '../../../tests/setup/test-app';
import { seededTestDatabase } from '../../../tests/setup/test-db';
import { bookingBody, freeWeeks, type FreeWeek } from '../../../tests/api/bookings-fixtures';

// The booking pages (B1, B2, B5, issue 12) rendered by the real app: step one for a boat and dates, step
// two, thank-you and the booking's own page by the access token, their frame variants; all noindex, a
// token that is malformed or unknown a 404, the texts in the page's language.

const TODAY = '2026-06-01';
let app: Express;
let database: DatabaseHandle;
let weeks: FreeWeek[];
let visitor = 0;

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 30, today: TODAY });
  ({ app } = await testApp({ TRUST_PROXY: 'true' }, { database, now: () => new Date(`${TODAY}T10:00:00Z`) }));
  weeks = await freeWeeks(database.db, TODAY);
}, 120_000);
afterAll(() => database.close());

const page = (path: string) => request(app).get(path).set('User-Agent', PERSON_UA);
const noindex = (html: string) => /<meta name="robots" content="noindex/.test(html);

async function option(week: FreeWeek, language = 'en'): Promise<{ access_token: string; reference: string }> {
  const res = await request(app)
    .post('/api/bookings')
    .set({ Authorization: `Bearer ${TEST_TOKEN}` })
    .set('X-Forwarded-For', `198.51.100.${++visitor}`)
    .send(bookingBody(week, { language }));
  expect(res.status).toBe(201);
  return res.body.data;
}

describe('step one /{lang}/details/{slug} (B1)', () => {
  it('shows the boat, the carried dates, the price lines and a phone field that posts without JavaScript, in English and German', async () => {
    const week = weeks[0]!;
    const query = `?date_start=${week.start}&date_end=${addDays(week.start, 7)}`;
    const en = await page(`/en/details/${week.slug}${query}`);
    expect(en.status).toBe(200);
    expect(noindex(en.text)).toBe(true);
    expect(en.text).toContain(week.start);
    expect(en.text).toContain('data-testid="booking-price"');
    expect(en.text).toMatch(/<input[^>]*type="tel"[^>]*name="phone"/);
    expect(en.text).toContain('Continue');
    const de = await page(`/de/details/${week.slug}${query}`);
    expect(de.status).toBe(200);
    expect(de.text).toContain('Weiter');
    expect(de.text).toContain('Kontaktdaten');
  });

  it('the frame variant renders in the frame layout; an unknown boat is a 404', async () => {
    const week = weeks[0]!;
    const framed = await page(`/en/frame/details/${week.slug}?date_start=${week.start}&date_end=${addDays(week.start, 7)}`);
    expect(framed.status).toBe(200);
    expect(noindex(framed.text)).toBe(true);
    expect((await page('/en/details/no-such-boat-here')).status).toBe(404);
  });
});

describe('step two, thank-you and the booking page by the access token (B2)', () => {
  it('step two shows the reference, the hold, the payment plan and the terms; in French for a French page', async () => {
    const booking = await option(weeks[1]!, 'fr');
    const res = await page(`/fr/detailsfinal/${booking.access_token}`);
    expect(res.status).toBe(200);
    expect(noindex(res.text)).toBe(true);
    expect(res.text).toContain(booking.reference);
    expect(res.text).toContain('data-testid="hold-countdown"');
    expect(res.text).toContain('data-testid="payment-plan"');
    expect(res.text).toContain('Réserver le bateau');
    expect(res.text).toContain('href="/fr/terms"');
    expect((await page(`/en/frame/detailsfinal/${booking.access_token}`)).status).toBe(200);
  });

  it("B2 R1 the dates are written in the page's language: check-in and check-out with their weekday, the payment plan's and the cancellation terms' days in words; no ISO date is shown", async () => {
    const week = weeks[4]!;
    const booking = await option(week, 'de');
    const res = await page(`/de/detailsfinal/${booking.access_token}`);
    expect(res.status).toBe(200);
    const full = new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const written = (format: Intl.DateTimeFormat, iso: string) => format.format(new Date(`${iso}T12:00:00Z`));
    const facts = /<dl class="booking-facts">([\s\S]*?)<\/dl>/.exec(res.text)![1]!;
    expect(facts).toContain(`<dd>${written(full, week.start)}</dd>`);
    expect(facts).toContain(`<dd>${written(full, addDays(week.start, 7))}</dd>`);
    const state = (
      await request(app)
        .get(`/api/booking-access/${booking.access_token}`)
        .set({ Authorization: `Bearer ${TEST_TOKEN}` })
    ).body.data as {
      payment_plan: { due_date: string }[];
      cancellation: { tiers: { until: string }[] };
    };
    const plan = /data-testid="payment-plan">([\s\S]*?)<\/ol>/.exec(res.text)![1]!;
    for (const p of state.payment_plan) expect(plan).toContain(written(long, p.due_date));
    expect(state.cancellation.tiers.length).toBeGreaterThan(0);
    const terms = /id="booking-cancel-heading"[\s\S]*?<\/ul>/.exec(res.text)![0];
    for (const tier of state.cancellation.tiers) expect(terms).toContain(written(long, tier.until));
    // The visible text carries no YYYY-MM-DD (links and the state script may).
    const visible = res.text.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]*>/g, ' ');
    expect(visible).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  });

  it('B2 thank-you thanks only for a confirmed booking: an option goes to its step two, a cancelled one to its own page', async () => {
    const booking = await option(weeks[3]!);
    const access = (path: string) =>
      request(app)
        .post(`/api/booking-access/${booking.access_token}${path}`)
        .set({ Authorization: `Bearer ${TEST_TOKEN}` });
    const early = await page(`/en/thankyou?ref=${booking.access_token}`);
    expect(early.status).toBe(302);
    expect(early.headers.location).toBe(`/en/detailsfinal/${booking.access_token}`);
    expect((await page(`/de/frame/thankyou?ref=${booking.access_token}`)).headers.location).toBe(
      `/de/frame/detailsfinal/${booking.access_token}`,
    );
    expect((await access('/confirm').send({ terms_accepted: true })).status).toBe(200);
    expect((await page(`/en/thankyou?ref=${booking.access_token}`)).status).toBe(200);
    expect((await access('/cancel').send({})).status).toBe(200);
    const cancelled = await page(`/en/thankyou?ref=${booking.access_token}`);
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.location).toBe(`/en/booking/${booking.access_token}`);
  });

  it('thank-you (?ref=) and the booking page answer for a real token, 404 for a malformed or unknown one', async () => {
    const booking = await option(weeks[2]!);
    expect(
      (
        await request(app)
          .post(`/api/booking-access/${booking.access_token}/confirm`)
          .set({ Authorization: `Bearer ${TEST_TOKEN}` })
          .send({ terms_accepted: true })
      ).status,
    ).toBe(200);
    const thanks = await page(`/en/thankyou?ref=${booking.access_token}`);
    expect(thanks.status).toBe(200);
    expect(noindex(thanks.text)).toBe(true);
    expect(thanks.text).toContain(booking.reference);
    expect(thanks.text).toContain(`/api/booking-calendar/${booking.access_token}`);
    const own = await page(`/en/booking/${booking.access_token}`);
    expect(own.status).toBe(200);
    expect(noindex(own.text)).toBe(true);
    expect(own.text).toContain('Cancel this booking');
    expect((await page(`/en/frame/thankyou?ref=${booking.access_token}`)).status).toBe(200);

    const unknown = 'A'.repeat(43);
    for (const path of [
      `/en/detailsfinal/${unknown}`,
      `/en/booking/${unknown}`,
      `/en/thankyou?ref=${unknown}`,
      '/en/detailsfinal/1',
      '/en/booking/short',
      '/en/thankyou',
    ]) {
      expect((await page(path)).status, path).toBe(404);
    }
  });
});
