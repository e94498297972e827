import { asc, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { selectRows } from '../../server/db/client';
import type { DatabaseHandle } from '../../server/db/client';
import { crewMembers, faqEntries, itineraries, newsArticles } from '../../server/db/schema';
import { addDays } from '../../src/contract/iso-date';
import { TEST_TOKEN, testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';

// The content reads (P1, P2, A3): crew, itineraries, news and FAQ of the demo seed, in the path's
// language with the English fallback. Expected values are read from the tables, never hard-coded.

const TODAY = '2026-06-01';
let app: Express;
let database: DatabaseHandle;
const site = { Authorization: `Bearer ${TEST_TOKEN}` };
const get = (path: string) => request(app).get(`/api${path}`).set(site);

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 20, today: TODAY });
  ({ app } = await testApp({}, { database, now: () => new Date(`${TODAY}T08:00:00Z`) }));
}, 120_000);
afterAll(() => database.close());

describe('GET /api/crew/{locale} (§7, P1)', () => {
  it('A3 lists every crew member as a bare list, bios in German where the path says de', async () => {
    const rows = await selectRows<{
      slug: string;
      name: string;
      role: string;
      bio_de: string;
      bio_en: string;
      base: string | null;
      price_per_day: number;
    }>(
      database.db,
      sql`select c.slug, c.name, c.role, c.bio->>'de' as bio_de, c.bio->>'en' as bio_en, b.name as base, c.price_per_day
          from crew_members c left join bases b on b.id = c.base_id`,
    );
    expect(rows.length).toBeGreaterThan(3);
    const res = await get('/crew/de');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.map((m: { slug: string }) => m.slug).sort()).toEqual(rows.map((r) => r.slug).sort());
    for (const member of res.body) {
      const row = rows.find((r) => r.slug === member.slug)!;
      expect(member).toMatchObject({ name: row.name, role: row.role, bio: row.bio_de, translated: true, price_per_day: row.price_per_day });
      expect(member.base?.name ?? null).toBe(row.base);
      expect(member.photo.original).toMatch(/^\/media\/crew\/.+-original\.webp$/);
    }
    const differing = rows.find((r) => r.bio_de !== r.bio_en)!;
    expect(differing).toBeDefined();
    expect((await get('/crew/en')).body.find((m: { slug: string }) => m.slug === differing.slug).bio).toBe(differing.bio_en);
    // Grouped by role (then by name, in the database's collation).
    const roles = res.body.map((m: { role: string }) => m.role);
    expect(roles).toEqual([...roles].sort());
  });

  it('P1 one crew member by slug; an unknown slug is 404', async () => {
    const list = (await get('/crew/fr')).body;
    const one = await get(`/crew/fr/${list[0].slug}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(list[0]);
    const missing = await get('/crew/fr/nobody-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'The crew member was not found' });
  });
});

describe('GET /api/itineraries/{locale} (P1)', () => {
  it('P1 lists itineraries in the path language, filtered by destination slug or id', async () => {
    const rows = await selectRows<{ slug: string; title_de: string; destination_id: number; destination_slug: string }>(
      database.db,
      sql`select i.slug, i.title->>'de' as title_de, d.id as destination_id, d.slug as destination_slug
          from itineraries i join destinations d on d.id = i.destination_id`,
    );
    expect(rows.length).toBeGreaterThan(1);
    const all = await get('/itineraries/de');
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(rows.length);
    for (const item of all.body.data) {
      expect(item.title).toBe(rows.find((r) => r.slug === item.slug)!.title_de);
      expect(item).not.toHaveProperty('stops');
    }
    const { destination_slug, destination_id } = rows[0]!;
    const bySlug = (await get(`/itineraries/de?destination=${destination_slug}`)).body.data;
    const expected = rows
      .filter((r) => r.destination_id === destination_id)
      .map((r) => r.slug)
      .sort();
    expect(bySlug.map((i: { slug: string }) => i.slug).sort()).toEqual(expected);
    expect(bySlug.every((i: { destination: { slug: string } }) => i.destination.slug === destination_slug)).toBe(true);
    expect((await get(`/itineraries/de?destination=${destination_id}`)).body.data).toEqual(bySlug);
    expect((await get('/itineraries/de?destination=a&destination=b')).status).toBe(400);
  });

  it('P1 one itinerary carries its stops in order; an unknown slug is 404', async () => {
    const [row] = await database.db.select().from(itineraries).orderBy(asc(itineraries.id)).limit(1);
    const res = await get(`/itineraries/it/${row!.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ slug: row!.slug, nights: row!.nights, title: row!.title.it ?? row!.title.en, stops: row!.stops });
    expect((await get('/itineraries/it/nowhere-at-all')).status).toBe(404);
  });
});

describe('GET /api/news/{locale} (P1, A4)', () => {
  it('A4 published articles newest first, paginated without overlap; page beyond the last is empty; bad pages 400', async () => {
    const [{ total }] = (await selectRows<{ total: number }>(
      database.db,
      sql`select count(*)::int as total from news_articles where published_on <= ${TODAY}::date`,
    )) as [{ total: number }];
    expect(total).toBeGreaterThan(3);
    const all = (await get(`/news/en?per_page=50`)).body;
    expect(all.total).toBe(total);
    const dates = all.data.map((n: { published_on: string }) => n.published_on);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = (await get('/news/en?per_page=2')).body;
    const second = (await get('/news/en?per_page=2&page=2')).body;
    expect(first).toMatchObject({ current_page: 1, last_page: Math.ceil(total / 2), from: 1, to: 2 });
    expect(second).toMatchObject({ current_page: 2, from: 3 });
    expect([...first.data, ...second.data]).toEqual(all.data.slice(0, 4));
    expect((await get(`/news/en?per_page=2&page=${first.last_page + 1}`)).body.data).toEqual([]);
    for (const q of ['page=0', 'page=-3', 'page=x', 'per_page=0', 'per_page=51']) expect((await get(`/news/en?${q}`)).status, q).toBe(400);
  });

  it('P2 an article in German is the seeded German text; a scheduled article is not shown before its day', async () => {
    const [row] = await database.db.select().from(newsArticles).orderBy(asc(newsArticles.id)).limit(1);
    expect(row!.body.de).toBeDefined();
    expect(row!.body.de).not.toBe(row!.body.en);
    const res = await get(`/news/de/${row!.slug}`);
    expect(res.body.data).toMatchObject({
      slug: row!.slug,
      title: row!.title.de,
      body: row!.body.de,
      summary: row!.summary.de,
      translated: true,
    });

    await database.db.insert(newsArticles).values({
      slug: 'scheduled-article',
      publishedOn: addDays(TODAY, 1),
      title: { en: 'Tomorrow' },
      summary: { en: 'Not yet' },
      body: { en: 'Not yet' },
      image: 'scheduled-article',
    });
    expect((await get('/news/en/scheduled-article')).status).toBe(404);
    expect((await get('/news/en?per_page=50')).body.data.map((n: { slug: string }) => n.slug)).not.toContain('scheduled-article');
    expect((await get('/news/en/no-such-article')).status).toBe(404);
  });

  it('P2 a text without a translation falls back to English and says so', async () => {
    await database.db.insert(newsArticles).values({
      slug: 'english-only',
      publishedOn: addDays(TODAY, -1),
      title: { en: 'Only in English' },
      summary: { en: 'Summary in English' },
      body: { en: 'Body in English' },
      image: 'english-only',
    });
    const res = await get('/news/lv/english-only');
    expect(res.body.data).toMatchObject({ title: 'Only in English', body: 'Body in English', translated: false });
    await database.db.delete(newsArticles).where(eq(newsArticles.slug, 'english-only'));
  });
});

describe('GET /api/faq/{locale} (P1)', () => {
  it('P1 entries grouped by category, by position within, categories in the order of their first entry', async () => {
    const rows = await database.db.select().from(faqEntries).orderBy(asc(faqEntries.position), asc(faqEntries.id));
    const res = await get('/faq/de');
    expect(res.status).toBe(200);
    const groups: { category: string; entries: { id: number; question: string; answer: string }[] }[] = res.body.data;
    expect(groups.map((g) => g.category)).toEqual([...new Set(rows.map((r) => r.category))]);
    for (const group of groups) {
      const expected = rows.filter((r) => r.category === group.category);
      expect(group.entries.map((e) => e.id)).toEqual(expected.map((r) => r.id));
      expect(group.entries.map((e) => e.question)).toEqual(expected.map((r) => r.question.de ?? r.question.en));
    }
    const english = (await get('/faq/en')).body.data;
    expect(english[0].entries[0].question).toBe(rows.find((r) => r.category === english[0].category)!.question.en);
    expect(english[0].entries[0].question).not.toBe(groups[0]!.entries[0]!.question);
  });
});

describe('locales in content paths (A5, R1)', () => {
  it('A5 an unknown locale is 404 on every content read; all 12 languages answer', async () => {
    const [crew] = await database.db.select({ slug: crewMembers.slug }).from(crewMembers).limit(1);
    for (const path of [
      '/crew/xx',
      `/crew/xx/${crew!.slug}`,
      '/itineraries/de-DE',
      '/itineraries/zz/some-trip',
      '/news/EN',
      '/news/xx/any',
      '/faq/english',
      '/offers/uk',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.message, path).toEqual(expect.any(String));
    }
    for (const locale of ['en', 'ru', 'de', 'fr', 'lv', 'el', 'es', 'it', 'tr', 'ua', 'cs', 'nl']) {
      expect((await get(`/faq/${locale}`)).status, locale).toBe(200);
    }
  });
});

describe('GET /api/sailing-guide/{slug} (country pages)', () => {
  it('A5 a country the guides cover has twelve months; any other slug, even a name Object.prototype has, is data null', async () => {
    const croatia = await get('/sailing-guide/croatia');
    expect(croatia.status).toBe(200);
    expect(croatia.body.data.months).toHaveLength(12);
    for (const slug of ['atlantis', 'constructor', 'tostring', 'hasownproperty', 'valueof']) {
      const res = await get(`/sailing-guide/${slug}`);
      expect(res.status, slug).toBe(200);
      expect(res.body, slug).toEqual({ data: null });
    }
  });
});
