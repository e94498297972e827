import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { selectRows } from '../../server/db/client';
import { quoteYacht } from '../../server/catalog/quote';
import { quoteInModel } from '../../server/catalog/model/model-quote';
import type { CatalogModel } from '../../server/catalog/model/catalog-model';
import type { DatabaseHandle } from '../../server/db/client';
import { TEST_TOKEN, testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';

// Offers (P1): the bookable offers of the seeded fleet, in the path's language, with the price of exactly
// the offer's dates.

const TODAY = '2026-06-01';
let app: Express;
let database: DatabaseHandle;
let catalog: CatalogModel;
const site = { Authorization: `Bearer ${TEST_TOKEN}` };
const get = (path: string) => request(app).get(`/api${path}`).set(site);

interface OfferFact {
  id: number;
  slug: string;
  yacht_id: number;
  yacht_slug: string;
  start: string;
  end: string;
  featured: boolean;
  title_en: string;
  title_de: string | null;
  destination_id: number;
  destination_slug: string;
  bookable: boolean;
}

/** The seeded offers, straight from the tables. */
async function offerFacts(): Promise<OfferFact[]> {
  return selectRows<OfferFact>(
    database.db,
    sql`
    select o.id, o.slug, o.yacht_id, y.slug as yacht_slug, lower(o.period) as start, upper(o.period) as "end", o.featured,
      o.title->>'en' as title_en, o.title->>'de' as title_de, d.id as destination_id, d.slug as destination_slug,
      lower(o.period) >= ${TODAY}::date and not exists (select 1 from bookings b where b.yacht_id = o.yacht_id
        and b.status <> 'cancelled' and b.period && o.period) as bookable
    from offers o join yachts y on y.id = o.yacht_id join bases ba on ba.id = y.base_id join destinations d on d.id = ba.destination_id
    order by o.id`,
  );
}

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 150, today: TODAY });
  ({ app, catalog } = await testApp({}, { database, now: () => new Date(`${TODAY}T08:00:00Z`), mailer: { send: async () => {} } }));
}, 120_000);
afterAll(() => database.close());

describe('quotes the pages show come from the in-memory catalog (C6)', () => {
  it('C6 each charter is priced in memory exactly as quoteYacht prices it from the database; a past one and an unknown boat are null', async () => {
    const facts = await offerFacts();
    const charters = [
      ...facts.map((f) => ({ yachtId: f.yacht_id, dateStart: f.start, dateEnd: f.end })),
      // The same boat twice, a week apart, and a charter that started yesterday.
      { yachtId: facts[0]!.yacht_id, dateStart: '2026-07-04', dateEnd: '2026-07-11' },
      { yachtId: facts[0]!.yacht_id, dateStart: '2026-07-11', dateEnd: '2026-07-18' },
      { yachtId: facts[0]!.yacht_id, dateStart: '2026-05-31', dateEnd: '2026-06-07' },
      { yachtId: 999_999, dateStart: '2026-07-04', dateEnd: '2026-07-11' },
    ];
    const state = await catalog.current();
    const batch = charters.map((c) => quoteInModel(state, c, TODAY, 'en'));
    expect(batch).toHaveLength(charters.length);
    for (const [i, c] of charters.entries())
      expect(batch[i], JSON.stringify(c)).toEqual(await quoteYacht(database.db, c.yachtId, c.dateStart, c.dateEnd, TODAY));
    expect(batch.slice(-2)).toEqual([null, null]);
    expect(batch.filter((q) => q !== null).length).toBeGreaterThan(2);
  });
});

describe('GET /api/offers/{locale} (P1, A4, A5)', () => {
  it('P1 lists exactly the bookable offers, each priced as quoteYacht prices its dates', async () => {
    const facts = await offerFacts();
    const bookable = facts.filter((f) => f.bookable);
    expect(bookable.length).toBeGreaterThan(2);
    const res = await get('/offers/en?per_page=50');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(bookable.length);
    expect(res.body.data.map((o: { slug: string }) => o.slug).sort()).toEqual(bookable.map((f) => f.slug).sort());
    for (const offer of res.body.data) {
      const fact = facts.find((f) => f.slug === offer.slug)!;
      expect([offer.date_start, offer.date_end, offer.yacht.slug]).toEqual([fact.start, fact.end, fact.yacht_slug]);
      const quote = await quoteYacht(database.db, fact.yacht_id, fact.start, fact.end, TODAY);
      expect(offer.price).toEqual(quote && { list_price: quote.list_price, price: quote.price, currency: 'EUR' });
      expect(offer.yacht.mainImageUrls['400']).toMatch(/^\/media\/yachts\/.+-400\.webp$/);
      // One card shape: the boat page's `similar` cards and the offer's card carry the same fields.
      expect(offer.yacht.quote).toEqual(quote);
    }
    const boat = await get(`/yacht/${res.body.data[0].yacht.slug}?locale=en`);
    expect(Object.keys(res.body.data[0].yacht).sort()).toEqual(Object.keys(boat.body.data.similar[0]).sort());
    // Featured first, then by check-in day.
    const order = res.body.data.map((o: { featured: boolean; date_start: string }) => `${o.featured ? 0 : 1}${o.date_start}`);
    expect(order).toEqual([...order].sort());
  });

  it('P2 titles come in the path language: the seeded German title, different from the English one', async () => {
    const facts = await offerFacts();
    const fact = facts.find((f) => f.bookable && f.title_de && f.title_de !== f.title_en)!;
    expect(fact).toBeDefined();
    const de = await get('/offers/de?per_page=50');
    const en = await get('/offers/en?per_page=50');
    const inGerman = de.body.data.find((o: { slug: string }) => o.slug === fact.slug);
    expect(inGerman.title).toBe(fact.title_de);
    expect(inGerman.translated).toBe(true);
    expect(en.body.data.find((o: { slug: string }) => o.slug === fact.slug).title).toBe(fact.title_en);
  });

  it('A4 pages do not overlap, last_page follows total, a page beyond the last is empty', async () => {
    const all = (await get('/offers/en?per_page=50')).body;
    const first = (await get('/offers/en?per_page=2&page=1')).body;
    const second = (await get('/offers/en?per_page=2&page=2')).body;
    expect(first).toMatchObject({ current_page: 1, per_page: 2, total: all.total, last_page: Math.ceil(all.total / 2), from: 1, to: 2 });
    expect([...first.data, ...second.data].map((o: { slug: string }) => o.slug)).toEqual(
      all.data.slice(0, 4).map((o: { slug: string }) => o.slug),
    );
    const beyond = (await get(`/offers/en?per_page=2&page=${first.last_page + 1}`)).body;
    expect(beyond).toMatchObject({ data: [], from: null, to: null, total: all.total });
    // A4: the same pagination fields as the yacht list, with URLs that keep the query.
    expect(first.prev_page_url).toBeNull();
    expect(first.next_page_url).toBe('/api/offers/en?per_page=2&page=2');
    expect(second.prev_page_url).toBe('/api/offers/en?per_page=2&page=1');
    expect(first.links.find((l: { active: boolean }) => l.active)).toEqual({
      url: '/api/offers/en?per_page=2&page=1',
      label: '1',
      active: true,
    });
  });

  it('A5 bad pages and filters are 400 with field errors; an unknown locale is 404', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'page=abc',
      'page=1&page=2',
      'per_page=500',
      'featured=maybe',
      'destination=Not%20A%20Slug',
    ]) {
      const res = await get(`/offers/en?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.errors).length, query).toBe(1);
    }
    for (const locale of ['xx', 'EN', 'english', 'uk']) expect((await get(`/offers/${locale}`)).status, locale).toBe(404);
  });

  it('A5 thousands of random queries never get a 5xx', async () => {
    const value = fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constantFrom('', '0', '-1', '1e9', '%', '[]', 'NaN'));
    const query = fc.dictionary(
      fc.constantFrom('page', 'per_page', 'destination', 'featured', 'other'),
      fc.oneof(value, fc.array(value, { maxLength: 3 })),
    );
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const res = await get('/offers/en').query(q);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 1_000 },
    );
  }, 120_000);

  it('P1 featured and destination filters (slug or id) keep only matching offers', async () => {
    const facts = (await offerFacts()).filter((f) => f.bookable);
    const featured = (await get('/offers/en?featured=1&per_page=50')).body;
    expect(featured.total).toBe(facts.filter((f) => f.featured).length);
    expect(featured.data.every((o: { featured: boolean }) => o.featured)).toBe(true);
    const fact = facts[0]!;
    const bySlug = (await get(`/offers/en?destination=${fact.destination_slug}&per_page=50`)).body;
    const byId = (await get(`/offers/en?destination=${fact.destination_id}&per_page=50`)).body;
    const expected = facts
      .filter((f) => f.destination_id === fact.destination_id)
      .map((f) => f.slug)
      .sort();
    expect(bySlug.data.map((o: { slug: string }) => o.slug).sort()).toEqual(expected);
    expect(byId.data).toEqual(bySlug.data);
    expect((await get('/offers/en?destination=no-such-place')).body).toMatchObject({ total: 0, data: [] });
  });
});

describe('GET /api/offers/{locale}/{slug} (P1)', () => {
  it('P1 one offer answers with its price; an unknown slug is 404; a past offer says expired', async () => {
    const facts = await offerFacts();
    const live = facts.find((f) => f.bookable)!;
    const res = await get(`/offers/en/${live.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.expired).toBe(false);
    expect(res.body.expired_because).toBeNull();
    expect(res.body.data.slug).toBe(live.slug);
    expect(res.body.data.price).not.toBeNull();
    expect((await get('/offers/en/no-such-offer')).status).toBe(404);
    const past = facts.find((f) => f.start < TODAY)!;
    expect(past, 'the demo data has an offer whose dates are past').toBeDefined();
    const expired = await get(`/offers/en/${past.slug}`);
    expect(expired.body).toMatchObject({ expired: true, expired_because: 'past', data: { price: null } });
  });

  it('P1 an offer is listed until its check-in day has passed, though the catalog did not change (the list is kept per day, issue 31)', async () => {
    const fact = (await offerFacts()).find((f) => f.bookable && f.start > TODAY)!;
    let now = new Date(`${fact.start}T08:00:00Z`);
    const { app: clocked } = await testApp({}, { database, now: () => now, mailer: { send: async () => {} } });
    const listed = async () =>
      (await request(clocked).get('/api/offers/en?per_page=50').set(site)).body.data.map((o: { slug: string }) => o.slug);
    expect(await listed()).toContain(fact.slug);
    now = new Date(now.getTime() + 86_400_000);
    expect(await listed()).not.toContain(fact.slug);
  });

  it('B4 once the offer is booked it leaves the list and its page says expired', async () => {
    const fact = (await offerFacts()).find((f) => f.bookable && f.start > TODAY)!;
    const [yacht] = await selectRows<{ products: string[] }>(database.db, sql`select products from yachts where id = ${fact.yacht_id}`);
    const booked = await request(app).post('/api/bookings').set(site).send({
      yacht_slug: fact.yacht_slug,
      date_start: fact.start,
      date_end: fact.end,
      product: yacht!.products[0],
      people: 2,
      first_name: 'Offer',
      last_name: 'Hunter',
      email: 'hunter@example.com',
      phone: '+49 151 2345678',
      terms_accepted: true,
      language: 'de',
    });
    expect(booked.status).toBe(201);
    expect(booked.body.data.quote.offer_slug).toBe(fact.slug);
    const list = (await get('/offers/en?per_page=50')).body;
    expect(list.data.map((o: { slug: string }) => o.slug)).not.toContain(fact.slug);
    // Its destination's list too: the changed boat replaced in the destination's boats without a rebuild.
    const inDestination = (await get(`/offers/en?per_page=50&destination=${fact.destination_slug}`)).body;
    expect(inDestination.data.map((o: { slug: string }) => o.slug)).not.toContain(fact.slug);
    expect((await get(`/offers/en/${fact.slug}`)).body).toMatchObject({ expired: true, expired_because: 'booked', data: { price: null } });
  });
});
