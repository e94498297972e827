import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../server/db/client';
import { addDays } from '../../src/contract/iso-date';
import { bookingBody } from './bookings-fixtures';
import { as, auditOf, priceWorld, type PriceWorld } from './operator-prices-fixtures';

// Issue 27, "Extras": name per language, price and unit, obligatory or optional, paid online or at the base,
// and "which bases": one extra for every boat of the company at the chosen bases; edited and deleted per boat.

const TODAY = '2026-06-01';
let w: PriceWorld;

beforeAll(async () => {
  w = await priceWorld(TODAY);
}, 120_000);
afterAll(async () => w.database.close());

const extras = (id: number) => `/operator/boats/${id}/extras`;
const body = {
  name: { en: 'Harbour fee', de: 'Hafengebühr', fr: 'Taxe portuaire', it: 'Tassa portuale' },
  price: 40,
  unit: 'per_booking',
  obligatory: true,
  payable_at_base: false,
};

async function quoteOf(yachtId: number) {
  const res = await as(w.app).get(`/yacht-quote/${yachtId}`, {
    date_start: w.week.start,
    date_end: addDays(w.week.start, 7),
    locale: 'de',
  });
  return res.body.data as { total: number; extras_total_now: number; obligatory_extras: { name: string; total: number }[] };
}

describe('extras of one boat (issue 27)', () => {
  let extraId: number;

  it('an obligatory extra paid online is in the public quote in the visitor’s language right after the write', async () => {
    const before = await quoteOf(w.week.yachtId);
    const made = await as(w.app, w.tokens.manager).post(extras(w.week.yachtId), body);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    extraId = made.body.id;
    const after = await quoteOf(w.week.yachtId);
    expect(after.extras_total_now).toBe(before.extras_total_now + 40);
    expect(after.obligatory_extras.map((e) => e.name)).toContain('Hafengebühr');
    const [entry] = await auditOf(w.database, w.companyA, 'extra.create');
    expect(entry).toMatchObject({ entity_id: String(extraId), after: { name: 'Harbour fee', price: 40, unit: 'per_booking' } });
  });

  it('is listed in the console, changed (per day, optional) and deleted', async () => {
    const listed = (await as(w.app, w.tokens.agent).get(`/operator/boats/${w.week.yachtId}/prices`)).body.extras;
    expect(listed).toContainEqual(
      expect.objectContaining({ id: extraId, name: expect.objectContaining({ en: 'Harbour fee', de: 'Hafengebühr' }) }),
    );
    const changed = await as(w.app, w.tokens.owner).put(`${extras(w.week.yachtId)}/${extraId}`, {
      ...body,
      unit: 'per_day',
      obligatory: false,
      price: 5,
    });
    expect(changed.status).toBe(200);
    expect((await quoteOf(w.week.yachtId)).obligatory_extras.map((e) => e.name)).not.toContain('Hafengebühr');
    expect((await auditOf(w.database, w.companyA, 'extra.change'))[0]).toMatchObject({
      before: { unit: 'per_booking', obligatory: true },
      after: { unit: 'per_day', obligatory: false },
    });
    const removed = await as(w.app, w.tokens.manager).delete(`${extras(w.week.yachtId)}/${extraId}`);
    expect(removed.status).toBe(200);
    expect((await as(w.app, w.tokens.manager).delete(`${extras(w.week.yachtId)}/${extraId}`)).status).toBe(404);
  });

  it('refuses an unknown unit, a name without English and a negative price (422)', async () => {
    const res = await as(w.app, w.tokens.manager).post(extras(w.week.yachtId), {
      ...body,
      name: { de: 'Nur Deutsch' },
      unit: 'per_crate',
      price: -1,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['name.en', 'price', 'unit']);
  });

  it('refuses an obligatory per-person extra on the unit (the search shows full prices before the crew is known); the database refuses it too', async () => {
    const res = await as(w.app, w.tokens.manager).post(extras(w.week.yachtId), { ...body, unit: 'per_person' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['unit']);
    expect(res.body.errors.unit[0]).toMatch(/per person/);
    await expect(
      w.database.db.execute(
        sql`insert into extras (yacht_id, name, price, unit, obligatory, payable_at_base) values (${w.week.yachtId}, '{"en":"x"}', 5, 'per_person', true, false)`,
      ),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ constraint: 'extras_per_person_optional_check' }) });
  });

  it('an optional per-person extra is charged once for each person aboard when chosen at booking', async () => {
    const made = await as(w.app, w.tokens.manager).post(extras(w.week.yachtId), {
      ...body,
      name: { en: 'Snorkel set' },
      price: 25,
      unit: 'per_person',
      obligatory: false,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const quote = await quoteOf(w.week.yachtId);
    const booked = await as(w.app).post('/bookings', bookingBody(w.week, { people: 3, optional_extras: [made.body.id] }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.data.quote.optional_extras).toEqual([expect.objectContaining({ id: made.body.id, total: 75 })]);
    expect(booked.body.data.total).toBe(quote.total + 75);
  });
});

describe('an extra for the boats at chosen bases (issue 27: which bases)', () => {
  it('creates one row on each of the company’s boats at those bases, none elsewhere', async () => {
    const { bases } = (await as(w.app, w.tokens.manager).get(`/operator/boats/${w.week.yachtId}/prices`)).body as {
      bases: { id: number }[];
    };
    const baseIds = bases.map((b) => b.id);
    const boats = await selectRows<{ id: number }>(
      w.database.db,
      sql`select y.id from yachts y where y.base_id = any(${sql.raw(`array[${baseIds.join(',')}]::int[]`)})`,
    );
    const res = await as(w.app, w.tokens.manager).post('/operator/extras', {
      ...body,
      name: { en: 'Welcome pack', de: 'Willkommenspaket' },
      base_ids: baseIds,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.created).toBe(boats.length);
    const rows = await selectRows<{ yacht_id: number }>(
      w.database.db,
      sql`select yacht_id from extras where name->>'en' = 'Welcome pack' order by yacht_id`,
    );
    expect(rows.map((r) => r.yacht_id).sort()).toEqual(boats.map((b) => b.id).sort());
    expect((await auditOf(w.database, w.companyA, 'extra.create_at_bases')).length).toBe(1);
  });

  it('a base of another company is a 404 and nothing is created', async () => {
    const theirs = (await as(w.app, w.tokens.managerB).get(`/operator/boats/${w.boatB}/prices`)).body.bases as { id: number }[];
    const ours = (await as(w.app, w.tokens.manager).get(`/operator/boats/${w.week.yachtId}/prices`)).body.bases as { id: number }[];
    const res = await as(w.app, w.tokens.manager).post('/operator/extras', {
      ...body,
      name: { en: 'Sneaky' },
      base_ids: [ours[0]!.id, theirs[0]!.id],
    });
    expect(res.status).toBe(404);
    expect(await selectRows(w.database.db, sql`select 1 from extras where name->>'en' = 'Sneaky'`)).toEqual([]);
  });
});

describe('roles and isolation of extras (issue 27)', () => {
  it('an agent is refused every extra write (403 role_refused)', async () => {
    const agent = as(w.app, w.tokens.agent);
    for (const res of [
      await agent.post(extras(w.week.yachtId), body),
      await agent.put(`${extras(w.week.yachtId)}/1`, body),
      await agent.delete(`${extras(w.week.yachtId)}/1`),
      await agent.post('/operator/extras', { ...body, base_ids: [1] }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('role_refused');
    }
  });

  it('another company’s manager gets 404 on every extra endpoint of this company’s boat', async () => {
    const [own] = await selectRows<{ id: number }>(w.database.db, sql`select id from extras where yacht_id = ${w.week.yachtId} limit 1`);
    const other = as(w.app, w.tokens.managerB);
    expect((await other.post(extras(w.week.yachtId), body)).status).toBe(404);
    expect((await other.put(`${extras(w.week.yachtId)}/${own!.id}`, body)).status).toBe(404);
    expect((await other.delete(`${extras(w.week.yachtId)}/${own!.id}`)).status).toBe(404);
    // Company A's extra through company B's own boat is not found either.
    expect((await other.delete(`${extras(w.boatB)}/${own!.id}`)).status).toBe(404);
  });
});
