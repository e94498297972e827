import request from 'supertest';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { LANGUAGES } from '../../src/contract/languages';
import { selectRows, type DatabaseHandle } from '../../server/db/client';
import { testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';

// S4 with data: every boat, destination and country page is in every language's sitemap, each with
// its alternates in all twelve languages and x-default.
let app: Express;
let database: DatabaseHandle;
let now = new Date();
beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 60 });
  ({ app } = await testApp({}, { database, now: () => now }));
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] as string).replace(/&amp;/g, '&'));

describe('the sitemap lists the data pages (S4)', () => {
  it('S4 every boat, destination and country page is listed in each language', async () => {
    const boats = await selectRows<{ path: string }>(
      database.db,
      sql`select t.slug || '/' || y.slug as path from yachts y join yacht_types t on t.id = y.type_id`,
    );
    const destinations = await selectRows<{ slug: string }>(database.db, sql`select slug from destinations`);
    const countries = await selectRows<{ slug: string }>(
      database.db,
      sql`select distinct c.slug from countries c join destinations d on d.country_id = c.id`,
    );
    expect(boats).toHaveLength(60);
    for (const lang of ['en', 'el']) {
      const res = await request(app).get(`/sitemaps/${lang}.xml`);
      expect(res.status).toBe(200);
      const listed = new Set(locs(res.text));
      for (const b of boats) expect(listed.has(`https://bluewater.test/${lang}/${b.path}`)).toBe(true);
      for (const d of destinations) expect(listed.has(`https://bluewater.test/${lang}/search?destinations=${d.slug}`)).toBe(true);
      for (const c of countries) expect(listed.has(`https://bluewater.test/${lang}/discover/${c.slug}`)).toBe(true);
      expect(listed.has(`https://bluewater.test/${lang}/destinations`)).toBe(true);
      // The FAQ and the two forms are real pages now (issue 13): listed.
      for (const page of ['faq', 'contact', 'joinus']) expect(listed.has(`https://bluewater.test/${lang}/${page}`)).toBe(true);
      // No page is listed twice.
      expect(listed.size).toBe(locs(res.text).length);
    }
  });

  it('S4 a boat entry carries its alternates in all 12 languages and x-default', async () => {
    const [boat] = await selectRows<{ path: string }>(
      database.db,
      sql`select t.slug || '/' || y.slug as path from yachts y join yacht_types t on t.id = y.type_id order by y.id limit 1`,
    );
    const res = await request(app).get('/sitemaps/de.xml');
    const entry = new RegExp(`<url><loc>https://bluewater\\.test/de/${boat!.path}</loc>(.*?)</url>`).exec(res.text)?.[1] ?? '';
    const hreflangs = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(hreflangs).toHaveLength(LANGUAGES.length + 1);
    expect(hreflangs).toContainEqual(['uk', `https://bluewater.test/ua/${boat!.path}`]);
    expect(hreflangs).toContainEqual(['x-default', `https://bluewater.test/${boat!.path}`]);
  });

  it('S4 the data is read again once the cached sitemap is old: a new boat appears, a removed one goes', async () => {
    const before = await request(app).get('/sitemaps/en.xml');
    const [boat] = await selectRows<{ id: number; slug: string }>(database.db, sql`select id, slug from yachts order by id desc limit 1`);
    expect(before.text).toContain(`/${boat!.slug}</loc>`);
    await database.db.execute(sql`update yachts set slug = ${`${boat!.slug}-renamed`} where id = ${boat!.id}`);
    expect((await request(app).get('/sitemaps/en.xml')).text).toContain(`/${boat!.slug}</loc>`);
    now = new Date(now.getTime() + 11 * 60_000);
    const after = await request(app).get('/sitemaps/en.xml');
    expect(after.text).toContain(`/${boat!.slug}-renamed</loc>`);
    expect(after.text).not.toContain(`/${boat!.slug}</loc>`);
  });
});
