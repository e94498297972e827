import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, daysBetween } from '../../src/contract/iso-date';
import { selectRows } from '../../server/db/client';
import { bookingBody } from './bookings-fixtures';
import { as, auditOf, priceWorld, type PriceWorld } from './operator-prices-fixtures';
import { testApp } from '../setup/test-app';
import { TEST_SECRETS_KEY } from './operators-fixtures';

// Issue 27, "discounts (early booking, last minute, long stay) with their dates": a boat's discount rules set
// in the console reach the public quote, the dated search, the flexible search and a booking's stored price
// at once; the single best of the offer and the rules applies, never stacked (docs/decisions/048); owners and
// managers write, agents read, another company gets 404; every write is audited.

const TODAY = '2026-06-01';
let w: PriceWorld;

beforeAll(async () => {
  w = await priceWorld(TODAY);
}, 120_000);
afterAll(async () => w.database.close());

const rules = (id: number) => `/operator/boats/${id}/discount-rules`;

/** The public quote of `nights` nights from the free stretch's first day. */
async function quote(nights = 7) {
  const start = w.week.start;
  const res = await as(w.app).get(`/yacht-quote/${w.week.yachtId}`, { date_start: start, date_end: addDays(start, nights) });
  expect(res.status).toBe(200);
  return res.body.data as {
    discount_percent: number;
    discount_kind: string | null;
    offer_slug: string | null;
    total: number;
    price: number;
  };
}

/** The boat's card quote in a dated search of 7 nights. */
async function searched() {
  const start = w.week.start;
  const list = await as(w.app).get('/yacht-list', { date_start: start, date_end: addDays(start, 7), per_page: '50', page: '1' });
  const card = (list.body.data as { id: number; quote: { discount_percent: number; discount_kind: string | null } | null }[]).find(
    (y) => y.id === w.week.yachtId,
  );
  return card?.quote;
}

async function addRule(body: object) {
  const res = await as(w.app, w.tokens.manager).post(rules(w.week.yachtId), body);
  expect(res.status).toBe(201);
  return res.body.id as number;
}

const removeRule = async (id: number) =>
  expect((await as(w.app, w.tokens.manager).delete(`${rules(w.week.yachtId)}/${id}`)).status).toBe(200);

const covering = () => ({ date_from: w.week.start, date_to: addDays(w.week.start, 14) });

describe('discount rules reach every price (issue 27)', () => {
  it('long stay: at least N nights — 7 nights get it, 6 do not; the quote and the search name it', async () => {
    expect((await quote()).discount_kind).toBeNull();
    const id = await addRule({ kind: 'long_stay', ...covering(), discount_percent: 12, min_nights: 7 });
    expect(await quote(7)).toMatchObject({ discount_percent: 12, discount_kind: 'long_stay', offer_slug: null });
    expect(await quote(6)).toMatchObject({ discount_percent: 0, discount_kind: null });
    expect(await searched()).toMatchObject({ discount_percent: 12, discount_kind: 'long_stay' });
    const listed = (await as(w.app, w.tokens.agent).get(rules(w.week.yachtId))).body.rules;
    expect(listed).toEqual([
      // imported: a rule of the company's fleet system (issue 29); this one is the company's own.
      { id, kind: 'long_stay', ...covering(), discount_percent: 12, booked_by: null, within_days: null, min_nights: 7, imported: false },
    ]);
    await removeRule(id);
    expect((await quote()).discount_percent).toBe(0);
  });

  it('a rule added on one instance prices the charter on another instance within a second, and its removal too', async () => {
    // A second instance over the same database, with its own in-memory catalog (as behind a load balancer).
    const { app: other } = await testApp(
      { TRUST_PROXY: 'true', SECRETS_KEY: TEST_SECRETS_KEY },
      { database: w.database, now: () => new Date(`${TODAY}T12:00:00Z`), mailer: { send: async () => {} } },
    );
    const otherQuote = async () =>
      (await as(other).get(`/yacht-quote/${w.week.yachtId}`, { date_start: w.week.start, date_end: addDays(w.week.start, 7) })).body
        .data as { discount_kind: string | null; discount_percent: number };
    const withinASecond = async (check: () => Promise<boolean>) => {
      const started = Date.now();
      while (!(await check())) {
        if (Date.now() - started > 1_000) throw new Error('not seen within a second');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    expect((await otherQuote()).discount_kind).toBeNull();
    const id = await addRule({ kind: 'long_stay', ...covering(), discount_percent: 11, min_nights: 7 });
    await withinASecond(async () => (await otherQuote()).discount_percent === 11);
    expect((await otherQuote()).discount_kind).toBe('long_stay');
    await removeRule(id);
    await withinASecond(async () => (await otherQuote()).discount_kind === null);
  });

  it('early booking: booked on or before the day — today applies; changed to yesterday, it no longer does (audited)', async () => {
    const body = { kind: 'early_booking', ...covering(), discount_percent: 15, booked_by: TODAY };
    const id = await addRule(body);
    expect(await quote()).toMatchObject({ discount_percent: 15, discount_kind: 'early_booking' });
    const changed = await as(w.app, w.tokens.manager).put(`${rules(w.week.yachtId)}/${id}`, { ...body, booked_by: addDays(TODAY, -1) });
    expect(changed.status).toBe(200);
    expect((await quote()).discount_percent).toBe(0);
    expect(await searched()).toMatchObject({ discount_percent: 0, discount_kind: null });
    expect((await auditOf(w.database, w.companyA, 'discount_rule.change'))[0]).toMatchObject({
      entity_id: String(id),
      before: { booked_by: TODAY, discount_percent: 15 },
      after: { booked_by: addDays(TODAY, -1) },
    });
    await removeRule(id);
    expect((await auditOf(w.database, w.companyA, 'discount_rule.delete'))[0]).toMatchObject({ entity_id: String(id) });
  });

  it('last minute: check-in within N days of booking — N = the days to check-in applies, one fewer does not', async () => {
    const days = daysBetween(TODAY, w.week.start);
    const body = { kind: 'last_minute', ...covering(), discount_percent: 30, within_days: days };
    const id = await addRule(body);
    expect(await quote()).toMatchObject({ discount_percent: 30, discount_kind: 'last_minute' });
    expect((await as(w.app, w.tokens.manager).put(`${rules(w.week.yachtId)}/${id}`, { ...body, within_days: days - 1 })).status).toBe(200);
    expect((await quote()).discount_percent).toBe(0);
    await removeRule(id);
  });

  it('never stacked: the best of the offer and the rules applies, the offer on a tie', async () => {
    const offer = await as(w.app, w.tokens.manager).post(`/operator/boats/${w.week.yachtId}/offers`, {
      ...covering(),
      kind: 'special',
      discount_percent: 20,
    });
    expect(offer.status).toBe(201);
    const rule = await addRule({ kind: 'long_stay', ...covering(), discount_percent: 20, min_nights: 3 });
    const tie = await quote();
    expect(tie).toMatchObject({ discount_percent: 20, discount_kind: 'offer' });
    expect(tie.offer_slug).toMatch(/^special-/);
    const better = await as(w.app, w.tokens.manager).put(`${rules(w.week.yachtId)}/${rule}`, {
      kind: 'long_stay',
      ...covering(),
      discount_percent: 25,
      min_nights: 3,
    });
    expect(better.status).toBe(200);
    expect(await quote()).toMatchObject({ discount_percent: 25, discount_kind: 'long_stay', offer_slug: null });
    expect((await as(w.app, w.tokens.manager).delete(`/operator/boats/${w.week.yachtId}/offers/${offer.body.id}`)).status).toBe(200);
    await removeRule(rule);
  });

  it('the flexible search prices its start days with the rule, and a booking keeps the discount it was made with', async () => {
    const rule = await addRule({ kind: 'long_stay', ...covering(), discount_percent: 10, min_nights: 7 });
    const expected = await quote();
    expect(expected.discount_kind).toBe('long_stay');
    const flexible = await as(w.app).get('/yacht-list-flexible', {
      window_start: w.week.start,
      window_end: w.week.start,
      nights: '7',
      per_page: '50',
    });
    expect(flexible.status).toBe(200);
    const card = (flexible.body.data as { id: number; start_days: { date_start: string; total: number }[] }[]).find(
      (y) => y.id === w.week.yachtId,
    );
    expect(card?.start_days[0]).toMatchObject({ date_start: w.week.start, total: expected.total });

    const placed = await as(w.app).post('/bookings', bookingBody(w.week));
    expect(placed.status).toBe(201);
    expect(placed.body.data.quote).toMatchObject({ discount_percent: 10, discount_kind: 'long_stay' });
    await removeRule(rule);
    const [stored] = await selectRows<{ quote: { discount_kind: string; discount_percent: number; price: number } }>(
      w.database.db,
      sql`select quote from bookings where reference = ${placed.body.data.reference}`,
    );
    expect(stored!.quote).toMatchObject({ discount_kind: 'long_stay', discount_percent: 10, price: expected.price });
  });
});

describe('discount rules in the console: validation, roles and isolation (issue 27)', () => {
  it('refuses a percentage outside 1..90, dates out of order and a rule without its kind’s condition (422 by field)', async () => {
    const manager = as(w.app, w.tokens.manager);
    const base = { kind: 'long_stay', ...covering(), discount_percent: 10, min_nights: 7 };
    for (const percent of [0, 91, 12.5]) {
      const res = await manager.post(rules(w.week.yachtId), { ...base, discount_percent: percent });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['discount_percent']);
    }
    const reversed = await manager.post(rules(w.week.yachtId), { ...base, date_to: base.date_from });
    expect(Object.keys(reversed.body.errors)).toEqual(['date_to']);
    const missing = [
      ['long_stay', 'min_nights'],
      ['early_booking', 'booked_by'],
      ['last_minute', 'within_days'],
    ] as const;
    for (const [kind, field] of missing) {
      const res = await manager.post(rules(w.week.yachtId), { kind, ...covering(), discount_percent: 10 });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    expect((await manager.post(rules(w.week.yachtId), { ...base, kind: 'weekend' })).status).toBe(422);
  });

  it('agents read but do not write; an owner writes; another company’s manager gets 404 for everything', async () => {
    const body = { kind: 'long_stay', date_from: '2027-10-01', date_to: '2027-10-29', discount_percent: 10, min_nights: 14 };
    expect((await as(w.app, w.tokens.agent).get(rules(w.week.yachtId))).status).toBe(200);
    expect((await as(w.app, w.tokens.agent).post(rules(w.week.yachtId), body)).status).toBe(403);
    const made = await as(w.app, w.tokens.owner).post(rules(w.week.yachtId), body);
    expect(made.status).toBe(201);
    const item = `${rules(w.week.yachtId)}/${made.body.id}`;
    expect((await as(w.app, w.tokens.agent).put(item, body)).status).toBe(403);
    expect((await as(w.app, w.tokens.agent).delete(item)).status).toBe(403);
    const b = as(w.app, w.tokens.managerB);
    expect((await b.get(rules(w.week.yachtId))).status).toBe(404);
    expect((await b.post(rules(w.week.yachtId), body)).status).toBe(404);
    expect((await b.put(item, body)).status).toBe(404);
    expect((await b.delete(item)).status).toBe(404);
    // A rule of one boat is not reached through another boat of the same company.
    expect((await as(w.app, w.tokens.manager).delete(`${rules(w.otherBoatA)}/${made.body.id}`)).status).toBe(404);
    expect((await auditOf(w.database, w.companyA, 'discount_rule.create'))[0]).toMatchObject({
      entity_id: String(made.body.id),
      after: { kind: 'long_stay', min_nights: 14, discount_percent: 10 },
    });
    expect((await as(w.app, w.tokens.owner).delete(item)).status).toBe(200);
  });
});
