import { sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../server/db/client';
import { addDays } from '../../src/contract/iso-date';
import { FLEET_OWNED_CODE } from '../../src/contract/fleet-owned';
import { as, priceWorld, type PriceWorld } from './operator-prices-fixtures';

// Issue 29: what a company's fleet system owns is read-only in the console. An imported boat (made here by
// SQL, as the sync leaves it: the system's id on the boat, an extra, a discount rule and a hold of the
// system's) refuses every write of its specs, photos, prices, discounts, the system's extras and holds with
// 409 fleet_owned naming the system, and changes nothing; its descriptions, alt texts, the company's own
// extras and publishing still change; a boat entered in the console is unaffected.

const TODAY = '2026-06-01';
let w: PriceWorld;
let boat: number;
let importedExtra: number;
let importedRule: number;
let fleetBlock: number;
let photoKey: string;

beforeAll(async () => {
  w = await priceWorld(TODAY);
  boat = w.week.yachtId;
  const db = w.database.db;
  await db.execute(sql`insert into fleet_connections (company_id, system, credentials_sealed, remote_name)
    values (${w.companyA}, 'booking_manager', 'sealed', 'Adriatic Charter')`);
  await db.execute(sql`update yachts set source_company_id = ${w.companyA}, external_id = 'bm-4711' where id = ${boat}`);
  const idOf = async (query: SQL) => (await selectRows<{ id: number }>(db, query))[0]!.id;
  importedExtra = await idOf(
    sql`insert into extras (yacht_id, name, price, unit, obligatory, payable_at_base, external_id)
      values (${boat}, '{"en":"Skipper"}', 150, 'per_day', false, true, 'bm-extra-1') returning id`,
  );
  importedRule = await idOf(
    sql`insert into discount_rules (yacht_id, kind, period, discount_percent, min_nights, external_id)
      values (${boat}, 'long_stay', daterange('2026-09-01', '2026-10-01'), 10, 14, 'bm-discount-1') returning id`,
  );
  const far = addDays(w.week.start, 70);
  fleetBlock = await idOf(
    sql`insert into yacht_blocks (yacht_id, period, reason, external_id)
      values (${boat}, daterange(${far}, ${addDays(far, 7)}), 'fleet_system', 'bm-res-9') returning id`,
  );
  photoKey = (await selectRows<{ key: string }>(db, sql`select images[1] as key from yachts where id = ${boat}`))[0]!.key;
}, 120_000);
afterAll(async () => w.database.close());

/** What the system owns of the boat, to show a refused write changed nothing. */
async function owned(yachtId = boat) {
  const db = w.database.db;
  return {
    yacht: await selectRows(db, sql`select name, year, cabins, deposit, images, equipment_ids from yachts where id = ${yachtId}`),
    prices: await selectRows(db, sql`select period::text, price_per_day from yacht_prices where yacht_id = ${yachtId} order by period`),
    extras: await selectRows(db, sql`select id, name, price from extras where yacht_id = ${yachtId} order by id`),
    rules: await selectRows(db, sql`select id, discount_percent from discount_rules where yacht_id = ${yachtId} order by id`),
    offers: await selectRows(db, sql`select id, discount_percent from offers where yacht_id = ${yachtId} order by id`),
    blocks: await selectRows(db, sql`select id, period::text from yacht_blocks where yacht_id = ${yachtId} order by id`),
  };
}

function expectFleetOwned(res: request.Response, words: RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  expect(res.body.code).toBe(FLEET_OWNED_CODE);
  expect(res.body.message).toMatch(/^This boat comes from your fleet system \(Booking Manager\): /);
  expect(res.body.message).toMatch(words);
}

/** The boat form's body from the boat as the console reads it. */
async function formOf(yachtId: number) {
  const b = (await as(w.app, w.tokens.manager).get(`/operator/boats/${yachtId}`)).body;
  return {
    name: b.name,
    type_id: b.type_id,
    shipyard_id: b.shipyard_id,
    model_id: b.model_id,
    year: b.year,
    base_id: b.base_id,
    length_m: b.length_m,
    beam_m: b.beam_m,
    draught_m: b.draught_m,
    cabins: b.cabins,
    berths: b.berths,
    heads: b.heads,
    max_people: b.max_people,
    engine: b.engine,
    water_tank_l: b.water_tank_l,
    fuel_tank_l: b.fuel_tank_l,
    main_sail_type: b.main_sail_type,
    products: [...b.products].reverse(),
    deposit: b.deposit,
    equipment_ids: [...b.equipment_ids].reverse(),
    check_in_day: b.check_in_day,
    check_in_time: b.check_in_time,
    check_out_time: b.check_out_time,
    min_nights: b.min_nights,
    description: b.description,
  };
}

describe('an imported boat in the console (issue 29)', () => {
  it('says where it comes from, and marks the system’s extras, discount rules and holds', async () => {
    const manager = as(w.app, w.tokens.agent);
    const one = await manager.get(`/operator/boats/${boat}`);
    expect(one.body.source).toEqual({ system: 'booking_manager', external_id: 'bm-4711' });
    const list = (await manager.get('/operator/boats')).body.boats as { id: number; source: unknown }[];
    expect(list.find((b) => b.id === boat)!.source).toEqual({ system: 'booking_manager', external_id: 'bm-4711' });
    expect(list.find((b) => b.id === w.otherBoatA)!.source).toBeNull();
    const prices = (await manager.get(`/operator/boats/${boat}/prices`)).body;
    expect(prices.yacht.source).toEqual({ system: 'booking_manager', external_id: 'bm-4711' });
    expect(prices.extras.find((e: { id: number }) => e.id === importedExtra).imported).toBe(true);
    // The copy section's boats: an imported one is not offered as a target.
    const boats = prices.boats as { id: number; imported: boolean }[];
    expect(boats.find((b) => b.id === boat)!.imported).toBe(true);
    expect(boats.find((b) => b.id === w.otherBoatA)!.imported).toBe(false);
    const rules = (await manager.get(`/operator/boats/${boat}/discount-rules`)).body;
    expect(rules.boat_imported).toBe(true);
    expect(rules.rules).toContainEqual(expect.objectContaining({ id: importedRule, imported: true }));
    const blocks = (await manager.get(`/operator/boats/${boat}/blocks`)).body;
    expect(blocks.boat_imported).toBe(true);
    expect(blocks.blocks).toContainEqual(expect.objectContaining({ id: fleetBlock, reason: 'fleet_system', imported: true }));
  });

  it('refuses a change of its specifications (409 fleet_owned) and changes nothing', async () => {
    const before = await owned();
    const form = await formOf(boat);
    for (const change of [{ name: 'Renamed here' }, { cabins: form.cabins + 1 }, { deposit: form.deposit + 100 }, { equipment_ids: [] }]) {
      const res = await as(w.app, w.tokens.manager).put(`/operator/boats/${boat}`, { ...form, ...change });
      expectFleetOwned(res, /change its specifications there; .*descriptions are yours/);
    }
    expect(await owned()).toEqual(before);
  });

  it('takes its descriptions (the specifications sent as they are, lists in any order), and publishing', async () => {
    const form = await formOf(boat);
    const res = await as(w.app, w.tokens.manager).put(`/operator/boats/${boat}`, {
      ...form,
      description: { en: 'Our words for this boat.', de: 'Unsere Worte für dieses Boot.' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.description).toEqual({ en: 'Our words for this boat.', de: 'Unsere Worte für dieses Boot.' });
    expect((await as(w.app, w.tokens.manager).post(`/operator/boats/${boat}/unpublish`, {})).body.published).toBe(false);
    expect((await as(w.app, w.tokens.manager).post(`/operator/boats/${boat}/publish`, {})).body.published).toBe(true);
  });

  it('refuses its prices, a copy onto it, its deposit, offers and discount rules, and changes nothing', async () => {
    const before = await owned();
    const c = as(w.app, w.tokens.manager);
    const periods = [{ date_from: '2026-07-04', date_to: '2026-07-11', price_per_day: 300 }];
    expectFleetOwned(await c.put(`/operator/boats/${boat}/prices`, { periods }), /change its prices there/);
    const copy = await c.post('/operator/prices/copy', {
      date_from: '2026-07-04',
      date_to: '2026-07-11',
      yacht_ids: [w.otherBoatA, boat],
      periods,
    });
    expectFleetOwned(copy, /prices of .+ there, or copy to the other boats only/);
    const { deposit } = (await selectRows<{ deposit: number }>(w.database.db, sql`select deposit from yachts where id = ${boat}`))[0]!;
    expectFleetOwned(await c.put(`/operator/boats/${boat}/deposit`, { deposit: deposit + 500, damage_waiver_per_day: null }), /deposit/);
    const offer = { date_from: '2026-07-04', date_to: '2026-07-18', kind: 'special', discount_percent: 10 };
    expectFleetOwned(await c.post(`/operator/boats/${boat}/offers`, offer), /discounts and special offers there/);
    const rule = { kind: 'long_stay', date_from: '2026-07-04', date_to: '2026-08-01', discount_percent: 5, min_nights: 14 };
    expectFleetOwned(await c.post(`/operator/boats/${boat}/discount-rules`, rule), /change its discounts there/);
    expectFleetOwned(await c.put(`/operator/boats/${boat}/discount-rules/${importedRule}`, rule), /change its discounts there/);
    expectFleetOwned(await c.delete(`/operator/boats/${boat}/discount-rules/${importedRule}`), /change its discounts there/);
    expect(await owned()).toEqual(before);
    // The other boat of the copy kept its prices too: one transaction.
    expect((await owned(w.otherBoatA)).prices).not.toContainEqual({ period: '[2026-07-04,2026-07-11)', price_per_day: 300 });
  });

  it('refuses a change or deletion of the system’s extra, and takes the company’s own', async () => {
    const before = await owned();
    const c = as(w.app, w.tokens.manager);
    const extra = { name: { en: 'Harbour fee' }, price: 40, unit: 'per_booking', obligatory: false, payable_at_base: true };
    expectFleetOwned(await c.put(`/operator/boats/${boat}/extras/${importedExtra}`, extra), /change the extras it lists there/);
    expectFleetOwned(await c.delete(`/operator/boats/${boat}/extras/${importedExtra}`), /extras you add yourself stay yours/);
    expect(await owned()).toEqual(before);
    const made = await c.post(`/operator/boats/${boat}/extras`, extra);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await c.put(`/operator/boats/${boat}/extras/${made.body.id}`, { ...extra, price: 45 })).status).toBe(200);
    expect((await c.delete(`/operator/boats/${boat}/extras/${made.body.id}`)).status).toBe(200);
  });

  it('leaves imported boats out of an extra for the boats at a base, and says how many', async () => {
    const { base } = (await selectRows<{ base: number }>(w.database.db, sql`select base_id as base from yachts where id = ${boat}`))[0]!;
    const res = await as(w.app, w.tokens.manager).post('/operator/extras', {
      name: { en: 'Welcome pack' },
      price: 30,
      unit: 'per_booking',
      obligatory: false,
      payable_at_base: true,
      base_ids: [base],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.imported_skipped).toBe(1);
    const welcome = await selectRows(w.database.db, sql`select id from extras where yacht_id = ${boat} and name->>'en' = 'Welcome pack'`);
    expect(welcome).toEqual([]);
  });

  it('refuses a block on it and the removal of the system’s hold', async () => {
    const before = await owned();
    const c = as(w.app, w.tokens.manager);
    const free = addDays(w.week.start, 140);
    const block = { date_from: free, date_to: addDays(free, 7), reason: 'maintenance' };
    expectFleetOwned(await c.post(`/operator/boats/${boat}/blocks`, block), /block the days there/);
    expectFleetOwned(await c.delete(`/operator/boats/${boat}/blocks/${fleetBlock}`), /release this option or booking there/);
    expect(await owned()).toEqual(before);
  });

  it('refuses an upload, a new order and a deletion of its photos, and takes their alt texts', async () => {
    const before = await owned();
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#38a' } })
      .jpeg()
      .toBuffer();
    const upload = await request(w.app)
      .post(`/api/operator/boats/${boat}/photos`)
      .set({ Authorization: `Bearer ${w.tokens.manager}` })
      .attach('photos', photo, { filename: 'deck.jpg', contentType: 'image/jpeg' });
    expectFleetOwned(upload, /change its photos and their order there/);
    const c = as(w.app, w.tokens.manager);
    const { images } = (await selectRows<{ images: string[] }>(w.database.db, sql`select images from yachts where id = ${boat}`))[0]!;
    expectFleetOwned(await c.put(`/operator/boats/${boat}/photo-order`, { keys: [...images].reverse() }), /photos/);
    expectFleetOwned(await c.delete(`/operator/boats/${boat}/photos/${photoKey}`), /alt texts are yours/);
    expect(await owned()).toEqual(before);
    const alt = await c.put(`/operator/boats/${boat}/photos/${photoKey}/alt`, { alt: { en: 'The cockpit at anchor' } });
    expect(alt.status, JSON.stringify(alt.body)).toBe(200);
    expect(alt.body.photos[0].alt).toEqual({ en: 'The cockpit at anchor' });
  });

  it('leaves a boat entered in the console as it was: its prices and a block change', async () => {
    const c = as(w.app, w.tokens.manager);
    const periods = [{ date_from: '2027-01-02', date_to: '2027-01-09', price_per_day: 250 }];
    const prices = await c.put(`/operator/boats/${w.otherBoatA}/prices`, { periods });
    expect(prices.status, JSON.stringify(prices.body)).toBe(200);
    const block = await c.post(`/operator/boats/${w.otherBoatA}/blocks`, {
      date_from: '2027-01-02',
      date_to: '2027-01-09',
      reason: 'owner',
    });
    expect(block.status, JSON.stringify(block.body)).toBe(201);
    const blocks = (await c.get(`/operator/boats/${w.otherBoatA}/blocks`)).body;
    expect(blocks.boat_imported).toBe(false);
    expect(blocks.blocks).toContainEqual(expect.objectContaining({ id: block.body.id, imported: false }));
  });
});
