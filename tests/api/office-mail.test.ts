import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../server/db/client';
import type { Mail } from '../../server/mail/mailer';
import { addDays } from '../../src/contract/iso-date';
import { TEST_TOKEN, testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { bookingBody, freeWeeks, type FreeWeek } from './bookings-fixtures';

// Issue 28: the office's copy of a booking mail (BOOKING_NOTIFY_EMAIL) in English and the charter company's
// copy at its own address in its staff's first language, each with the same facts and every date written for
// its reader (Intl), never as ISO dates.

const TODAY = '2026-06-01';
let app: Express;
let database: DatabaseHandle;
let weeks: FreeWeek[];
const sent: Mail[] = [];
const site = { Authorization: `Bearer ${TEST_TOKEN}` };
let visitor = 0;

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 20, today: TODAY });
  ({ app } = await testApp(
    { TRUST_PROXY: 'true', BOOKING_NOTIFY_EMAIL: 'office@bluewater.test' },
    { database, now: () => new Date(`${TODAY}T09:30:00Z`), mailer: { send: async (m) => void sent.push(m) } },
  ));
  weeks = await freeWeeks(database.db, TODAY);
}, 120_000);
afterAll(() => database.close());

/** Gives the boat's company an address and its staff's languages; returns the address. */
async function companyOf(week: FreeWeek, languages: string[]): Promise<string> {
  const email = `charter${++visitor}@company.example`;
  await database.db.execute(sql`
    update companies c set email = ${email}, staff_languages = ${sql.raw(`ARRAY[${languages.map((l) => `'${l}'`).join(',')}]::text[]`)}
    from yachts y join bases b on b.id = y.base_id where y.id = ${week.yachtId} and c.id = b.company_id`);
  return email;
}

async function reserve(week: FreeWeek, language: string) {
  const placed = await request(app)
    .post('/api/bookings')
    .set(site)
    .set('X-Forwarded-For', `203.0.113.${++visitor}`)
    .send(bookingBody(week, { language, email: `guest${visitor}@example.com`, message: 'Late arrival, about 22:00' }));
  expect(placed.status).toBe(201);
  const before = sent.length;
  const token: string = placed.body.data.access_token;
  await request(app).post(`/api/booking-access/${token}/confirm`).set(site).send({ terms_accepted: true });
  return { booking: placed.body.data, token, mails: sent.slice(before) };
}

describe('the office mail and the company copy (issue 28)', () => {
  it('the office reads English, the company its staff’s first language (German); both with the customer, the same facts and dates for the reader', async () => {
    const week = weeks[0]!;
    const companyEmail = await companyOf(week, ['de', 'en']);
    const { booking, token, mails } = await reserve(week, 'fr');
    expect(mails.map((m) => m.to)).toEqual([booking.email, 'office@bluewater.test', companyEmail]);
    const [, office, company] = mails;
    const end = addDays(week.start, 7);
    const day = (tag: string, iso: string) =>
      new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

    expect(office!.subject).toBe(
      `New reservation ${booking.reference}: ${booking.yacht.name}, ${day('en-US', week.start)} – ${day('en-US', end)}`,
    );
    expect(company!.subject).toBe(
      `Neue Reservierung ${booking.reference}: ${booking.yacht.name}, ${day('de-DE', week.start)} – ${day('de-DE', end)}`,
    );
    for (const [mail, tag] of [
      [office!, 'en-US'],
      [company!, 'de-DE'],
    ] as const) {
      // No ISO date anywhere: check-in and check-out and the instalments' due days in the reader's words.
      expect(mail.text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
      expect(mail.subject).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
      expect(mail.text).toContain(day(tag, week.start));
      expect(mail.text).toContain(booking.email);
      expect(mail.text).toContain(booking.phone);
      expect(mail.text).toContain('Late arrival, about 22:00');
      expect(mail.text).toContain(booking.reference);
      expect(mail.text).toContain(booking.company.legal_name);
      expect(mail.text).toContain(`/booking/${token}`);
    }
    expect(office!.text).toContain("Customer's language: French");
    expect(company!.text).toContain('Sprache des Kunden: Französisch');
    expect(company!.text).toContain('Zahlungsplan');
    expect(office!.text).toContain('Payment plan');

    // The cancellation goes to both readers too, each in its language.
    const before = sent.length;
    await request(app).post(`/api/booking-access/${token}/cancel`).set(site).send({});
    const cancelled = sent.slice(before);
    expect(cancelled.map((m) => m.to)).toEqual([booking.email, 'office@bluewater.test', companyEmail]);
    expect(cancelled[1]!.subject).toContain(`Cancelled ${booking.reference}`);
    expect(cancelled[2]!.subject).toContain(`Storniert ${booking.reference}`);
  });

  it('a company whose staff answer in Greek first gets its copy in Greek; one with an unknown language in English', async () => {
    const greek = weeks[1]!;
    const greekEmail = await companyOf(greek, ['el', 'en']);
    const { booking, mails } = await reserve(greek, 'de');
    const copy = mails.find((m) => m.to === greekEmail)!;
    expect(copy.subject).toContain(`Νέα κράτηση ${booking.reference}`);
    expect(copy.text).toContain(
      new Intl.DateTimeFormat('el-GR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${greek.start}T00:00:00Z`)),
    );

    const other = weeks.find((w, i) => i > 1 && w.yachtId !== greek.yachtId)!;
    const otherEmail = await companyOf(other, ['xx']);
    const second = await reserve(other, 'it');
    expect(second.mails.find((m) => m.to === otherEmail)!.subject).toContain(`New reservation ${second.booking.reference}`);
  });
});
