import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/contract/iso-date';
import { as, auditOf, priceWorld, type PriceWorld } from './operator-prices-fixtures';

// Issue 27, "Seasons and prices": a boat's price periods, copied to several boats, its discounts, deposit and
// damage waiver, edited in the console by owners and managers, read by agents, never reached by another
// company; and "every change is on the public site": the quote and the search right after the write.

const TODAY = '2026-06-01';
let w: PriceWorld;

beforeAll(async () => {
  w = await priceWorld(TODAY);
}, 120_000);
afterAll(async () => w.database.close());

const prices = (id: number) => `/operator/boats/${id}/prices`;

/** The week's public quote and the boat's card in a dated search. */
async function publicPrice(yachtId: number, start: string) {
  const end = addDays(start, 7);
  const quote = await as(w.app).get(`/yacht-quote/${yachtId}`, { date_start: start, date_end: end });
  const list = await as(w.app).get('/yacht-list', { date_start: start, date_end: end, per_page: '50', page: '1' });
  expect(list.body.last_page).toBe(1);
  const card = (list.body.data as { id: number; quote: { list_price: number } | null }[]).find((y) => y.id === yachtId);
  return { quote: quote.body.data?.list_price as number | undefined, search: card?.quote?.list_price };
}

describe('season periods (issue 27: price periods per boat)', () => {
  it('an agent reads a boat’s periods with the price per day and per week', async () => {
    const res = await as(w.app, w.tokens.agent).get(prices(w.week.yachtId));
    expect(res.status).toBe(200);
    expect(res.body.yacht.id).toBe(w.week.yachtId);
    expect(res.body.periods.length).toBeGreaterThan(0);
    for (const p of res.body.periods) expect(p.price_per_week).toBe(p.price_per_day * 7);
    expect(res.body.bases.length).toBeGreaterThan(0);
    expect(res.body.boats.map((b: { id: number }) => b.id)).toContain(w.otherBoatA);
  });

  it('refuses overlapping periods with a 422 naming the row’s field', async () => {
    const res = await as(w.app, w.tokens.manager).put(prices(w.week.yachtId), {
      periods: [
        { date_from: '2026-07-01', date_to: '2026-07-15', price_per_day: 300 },
        { date_from: '2026-07-10', date_to: '2026-07-20', price_per_day: 350 },
      ],
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['periods']);
    expect(res.body.errors.periods[0]).toBe(
      'Period 2 (2026-07-10 to 2026-07-20) overlaps period 1 (2026-07-01 to 2026-07-15): a day has one price.',
    );
  });

  it('refuses a period that ends before it starts, and prices that are not whole euros', async () => {
    const manager = as(w.app, w.tokens.manager);
    const reversed = await manager.put(prices(w.week.yachtId), {
      periods: [{ date_from: '2026-07-15', date_to: '2026-07-01', price_per_day: 300 }],
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors).toEqual({ periods: ['Period 1 ends before it starts: its end day comes after its first day.'] });
    const cents = await manager.put(prices(w.week.yachtId), {
      periods: [{ date_from: '2026-08-01', date_to: '2026-08-08', price_per_day: 12.5 }],
    });
    expect(cents.status).toBe(422);
    expect(Object.keys(cents.body.errors)).toEqual(['periods.0.price_per_day']);
    const notADay = await manager.put(prices(w.week.yachtId), {
      periods: [{ date_from: '2026-02-30', date_to: '2026-03-08', price_per_day: 100 }],
    });
    expect(Object.keys(notADay.body.errors)).toEqual(['periods.0.date_from']);
  });

  it('a manager’s new price is in the public quote and search right after the write, and audited with before and after', async () => {
    const start = w.week.start;
    expect(await publicPrice(w.week.yachtId, start)).toEqual({ quote: w.week.pricePerDay * 7, search: w.week.pricePerDay * 7 });
    const current = (await as(w.app, w.tokens.manager).get(prices(w.week.yachtId))).body.periods as {
      date_from: string;
      date_to: string;
      price_per_day: number;
    }[];
    const changed = current
      .map((p) => (p.date_from === start ? { ...p, price_per_day: 777 } : p))
      .map(({ date_from, date_to, price_per_day }) => ({ date_from, date_to, price_per_day }));
    const res = await as(w.app, w.tokens.manager).put(prices(w.week.yachtId), { periods: changed });
    expect(res.status).toBe(200);
    expect(await publicPrice(w.week.yachtId, start)).toEqual({ quote: 777 * 7, search: 777 * 7 });
    const [entry] = await auditOf(w.database, w.companyA, 'prices.replace');
    expect(entry!.entity_id).toBe(String(w.week.yachtId));
    expect(JSON.stringify(entry!.before)).toContain(`"price_per_day":${w.week.pricePerDay}`);
    expect(JSON.stringify(entry!.after)).toContain('"price_per_day":777');
  });

  it('copies periods to several boats in a range, keeping their periods outside it', async () => {
    const range = { date_from: '2027-05-01', date_to: '2027-06-01' };
    const res = await as(w.app, w.tokens.owner).post('/operator/prices/copy', {
      ...range,
      yacht_ids: [w.week.yachtId, w.otherBoatA],
      periods: [
        { date_from: '2027-05-01', date_to: '2027-05-15', price_per_day: 401 },
        { date_from: '2027-05-15', date_to: '2027-06-01', price_per_day: 402 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ boats: 2 });
    for (const id of [w.week.yachtId, w.otherBoatA]) {
      const periods = (await as(w.app, w.tokens.agent).get(prices(id))).body.periods as {
        date_from: string;
        date_to: string;
        price_per_day: number;
      }[];
      const inside = periods.filter((p) => p.date_to > range.date_from && p.date_from < range.date_to);
      expect(inside.map((p) => p.price_per_day)).toEqual([401, 402]);
      // The season around the range keeps its days up to the range and from its end.
      expect(periods.some((p) => p.date_to === range.date_from)).toBe(true);
      expect(periods.some((p) => p.date_from === range.date_to)).toBe(true);
    }
    expect((await auditOf(w.database, w.companyA, 'prices.copy')).length).toBe(2);
  });

  it('a copy naming a boat of another company changes nothing and answers 404', async () => {
    const before = (await as(w.app, w.tokens.agent).get(prices(w.otherBoatA))).body.periods;
    const res = await as(w.app, w.tokens.manager).post('/operator/prices/copy', {
      date_from: '2027-09-01',
      date_to: '2027-09-08',
      yacht_ids: [w.otherBoatA, w.boatB],
      periods: [{ date_from: '2027-09-01', date_to: '2027-09-08', price_per_day: 999 }],
    });
    expect(res.status).toBe(404);
    expect((await as(w.app, w.tokens.agent).get(prices(w.otherBoatA))).body.periods).toEqual(before);
  });
});

describe('discounts, deposit and damage waiver (issue 27)', () => {
  it('a discount is on the public quote of a week inside it, can be changed and deleted', async () => {
    const start = w.week.start;
    const offer = { date_from: start, date_to: addDays(start, 14), kind: 'last-minute', discount_percent: 20 };
    const made = await as(w.app, w.tokens.manager).post(`/operator/boats/${w.week.yachtId}/offers`, offer);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const quote = async () =>
      (await as(w.app).get(`/yacht-quote/${w.week.yachtId}`, { date_start: start, date_end: addDays(start, 7) })).body.data;
    expect((await quote()).discount_percent).toBe(20);
    const listed = (await as(w.app, w.tokens.agent).get(prices(w.week.yachtId))).body.offers;
    expect(listed).toContainEqual(
      expect.objectContaining({ id: made.body.id, discount_percent: 20, date_from: start, title: expect.stringContaining('20%') }),
    );

    const changed = await as(w.app, w.tokens.manager).put(`/operator/boats/${w.week.yachtId}/offers/${made.body.id}`, {
      ...offer,
      discount_percent: 25,
    });
    expect(changed.status).toBe(200);
    expect((await quote()).discount_percent).toBe(25);
    const gone = await as(w.app, w.tokens.manager).delete(`/operator/boats/${w.week.yachtId}/offers/${made.body.id}`);
    expect(gone.status).toBe(200);
    expect((await quote()).discount_percent).toBe(0);
    expect((await auditOf(w.database, w.companyA, 'offer.change'))[0]).toMatchObject({
      before: { discount_percent: 20 },
      after: { discount_percent: 25 },
    });
  });

  it('refuses a discount kind the quote cannot apply', async () => {
    const res = await as(w.app, w.tokens.manager).post(`/operator/boats/${w.week.yachtId}/offers`, {
      date_from: '2027-01-01',
      date_to: '2027-02-01',
      kind: 'long-stay',
      discount_percent: 10,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(['kind']);
  });

  it('the deposit and the damage waiver are on the public boat page', async () => {
    const res = await as(w.app, w.tokens.manager).put(`/operator/boats/${w.week.yachtId}/deposit`, {
      deposit: 2345,
      damage_waiver_per_day: 33,
    });
    expect(res.status).toBe(200);
    const page = await as(w.app).get(`/yacht/${w.week.slug}`, { locale: 'de' });
    expect(page.status).toBe(200);
    expect(page.body.data.deposit).toBe(2345);
    const waivers = (page.body.data.extras as { name: string; price: number; obligatory: boolean }[]).filter((e) =>
      /Kaution|Schaden/i.test(e.name),
    );
    expect(waivers).toEqual([expect.objectContaining({ price: 33, obligatory: false })]);
    const read = await as(w.app, w.tokens.agent).get(prices(w.week.yachtId));
    expect(read.body).toMatchObject({ yacht: { deposit: 2345 }, damage_waiver_per_day: 33 });

    await as(w.app, w.tokens.manager).put(`/operator/boats/${w.week.yachtId}/deposit`, { deposit: 2345, damage_waiver_per_day: null });
    expect((await as(w.app, w.tokens.agent).get(prices(w.week.yachtId))).body.damage_waiver_per_day).toBeNull();
    expect((await auditOf(w.database, w.companyA, 'deposit.change'))[0]).toMatchObject({
      after: { deposit: 2345, damage_waiver_per_day: null },
    });
  });
});

describe('roles and isolation (issue 27: agents read; another company gets 404 on every endpoint)', () => {
  const period = { date_from: '2027-10-01', date_to: '2027-10-08', price_per_day: 100 };
  const writes = (id: number) =>
    [
      ['put', prices(id), { periods: [period] }],
      ['post', '/operator/prices/copy', { date_from: '2027-10-01', date_to: '2027-10-08', yacht_ids: [id], periods: [period] }],
      ['put', `/operator/boats/${id}/deposit`, { deposit: 1000, damage_waiver_per_day: null }],
      ['post', `/operator/boats/${id}/offers`, { date_from: '2027-10-01', date_to: '2027-10-08', kind: 'special', discount_percent: 10 }],
      ['put', `/operator/boats/${id}/offers/1`, { date_from: '2027-10-01', date_to: '2027-10-08', kind: 'special', discount_percent: 10 }],
      ['delete', `/operator/boats/${id}/offers/1`],
    ] as const;

  it('an agent is refused every write (403 role_refused)', async () => {
    for (const [method, path, body] of writes(w.week.yachtId)) {
      const res = method === 'delete' ? await as(w.app, w.tokens.agent).delete(path) : await as(w.app, w.tokens.agent)[method](path, body!);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.code).toBe('role_refused');
    }
  });

  it('another company’s manager gets 404 on the read and every write', async () => {
    const other = as(w.app, w.tokens.managerB);
    expect((await other.get(prices(w.week.yachtId))).status).toBe(404);
    for (const [method, path, body] of writes(w.week.yachtId)) {
      const res = method === 'delete' ? await other.delete(path) : await other[method](path, body!);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).not.toHaveProperty('data');
    }
    // Its own boat answers.
    expect((await other.get(prices(w.boatB))).status).toBe(200);
  });

  it('an offer of another boat of the same company is not reached through this boat', async () => {
    const made = await as(w.app, w.tokens.manager).post(`/operator/boats/${w.otherBoatA}/offers`, {
      date_from: '2027-10-01',
      date_to: '2027-10-08',
      kind: 'special',
      discount_percent: 10,
    });
    expect(made.status).toBe(201);
    expect((await as(w.app, w.tokens.manager).delete(`/operator/boats/${w.week.yachtId}/offers/${made.body.id}`)).status).toBe(404);
    expect((await as(w.app, w.tokens.managerB).delete(`/operator/boats/${w.otherBoatA}/offers/${made.body.id}`)).status).toBe(404);
  });
});
