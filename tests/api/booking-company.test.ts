import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../server/db/client';
import type { Mail } from '../../server/mail/mailer';
import { isValidIban } from '../../src/contract/iban';
import { isValidPaymentReference } from '../../src/contract/payment-reference';
import { TEST_TOKEN, testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { bookingBody, freeWeeks, type FreeWeek } from './bookings-fixtures';

// Issue 28: a booking names the charter company the visitor contracts with (from its boat's base), and once
// reserved says how to pay it: a bank transfer to the company's own account with the booking's ISO 11649
// payment reference — on the booking's answer (which every booking page renders) and in the mail.

const TODAY = '2026-06-01';
let app: Express;
let database: DatabaseHandle;
let weeks: FreeWeek[];
const sent: Mail[] = [];
const site = { Authorization: `Bearer ${TEST_TOKEN}` };
let visitor = 0;

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 30, today: TODAY });
  ({ app } = await testApp(
    { TRUST_PROXY: 'true' },
    { database, now: () => new Date(`${TODAY}T09:30:00Z`), mailer: { send: async (m) => void sent.push(m) } },
  ));
  weeks = await freeWeeks(database.db, TODAY);
}, 120_000);
afterAll(() => database.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function companyOfBoat(yachtId: number) {
  const [row] = await rowsOf<{ legal_name: string; iban: string; account_holder: string; email: string }>(sql`
    select c.legal_name, c.iban, c.account_holder, c.email from yachts y join bases b on b.id = y.base_id join companies c on c.id = b.company_id
    where y.id = ${yachtId}`);
  return row!;
}

const place = (week: FreeWeek) =>
  request(app)
    .post('/api/bookings')
    .set(site)
    .set('X-Forwarded-For', `198.51.100.${++visitor}`)
    .send(bookingBody(week, { email: `c${visitor}@example.com` }));

describe('the company on every booking (issue 28: who the visitor books with, how to pay)', () => {
  it('an option names the company of the boat’s base; its transfer details come with it (the pages show them once reserved)', async () => {
    const week = weeks[0]!;
    const company = await companyOfBoat(week.yachtId);
    const res = await place(week);
    expect(res.status).toBe(201);
    expect(res.body.data.company).toMatchObject({ legal_name: company.legal_name, email: company.email });
    expect(res.body.data.company.address.length).toBeGreaterThan(5);
    // Bank details come with the booking; the page shows them once it is reserved.
    expect(res.body.data.payment.account_holder).toBe(company.account_holder);
  });

  it('reserved: the transfer goes to the company’s own valid IBAN with a valid reference made from the booking’s', async () => {
    const week = weeks[1]!;
    const company = await companyOfBoat(week.yachtId);
    const placed = await place(week);
    const confirmed = await request(app)
      .post(`/api/booking-access/${placed.body.data.access_token}/confirm`)
      .set(site)
      .send({ terms_accepted: true });
    expect(confirmed.status).toBe(200);
    const { payment, reference } = confirmed.body.data;
    expect(payment.method).toBe('bank_transfer');
    expect(payment.iban.replace(/\s/g, '')).toBe(company.iban);
    expect(isValidIban(payment.iban)).toBe(true);
    expect(isValidPaymentReference(payment.reference)).toBe(true);
    expect(payment.reference.replace(/\s/g, '').slice(4)).toBe(reference.replace('-', ''));

    const mail = sent.find((m) => m.to === placed.body.data.email)!;
    expect(mail.text).toContain(company.legal_name);
    expect(mail.text).toContain(payment.iban);
    expect(mail.text).toContain(payment.reference);
    const office = sent.find((m) => m.to !== placed.body.data.email && m.subject.includes(reference))!;
    expect(office.text).toContain(payment.reference);
  });

  it('a company without valid bank details gets no transfer details (never half an account)', async () => {
    const week = weeks[2]!;
    const company = await companyOfBoat(week.yachtId);
    await database.db.execute(sql`update companies set iban = 'HR00 0000' where legal_name = ${company.legal_name}`);
    try {
      const res = await place(week);
      expect(res.body.data.company.legal_name).toBe(company.legal_name);
      expect(res.body.data.payment).toBeNull();
    } finally {
      await database.db.execute(sql`update companies set iban = ${company.iban} where legal_name = ${company.legal_name}`);
    }
  });
});
