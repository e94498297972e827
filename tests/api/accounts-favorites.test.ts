import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { bookings } from '../../server/db/schema';
import { testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { client, registerUser } from './accounts-helpers';

// Favourites (F1, F2) and the profile's favourites and bookings (§3 user, U6) on the demo fleet.
let app: Express;
let database: DatabaseHandle;
let slugs: string[];

beforeAll(async () => {
  database = await seededTestDatabase();
  ({ app } = await testApp({ TRUST_PROXY: 'true' }, { database }));
  const rows = await database.db.execute(sql`select slug from yachts order by id limit 4`);
  slugs = (rows as unknown as { rows: { slug: string }[] }).rows.map((r) => r.slug);
}, 120_000);
afterAll(() => database.close());

describe('favourites (F1)', () => {
  it('F1 adding a yacht twice keeps one favourite; removing it twice leaves none', async () => {
    const user = await registerUser(app);
    const api = client(app);
    const [a, b] = slugs as [string, string];
    expect((await api.post('/add-favorite', { yacht_slug: a }, user.token)).body).toEqual({ success: true, favorites: [a] });
    const twice = await api.post('/add-favorite', { yacht_slug: a }, user.token);
    expect(twice.status).toBe(200);
    expect(twice.body.favorites).toEqual([a]);
    expect((await api.post('/add-favorite', { yacht_slug: b }, user.token)).body.favorites).toEqual([b, a]);
    expect((await api.post('/remove-favorite', { yacht_slug: a }, user.token)).body).toEqual({ success: true, favorites: [b] });
    expect((await api.post('/remove-favorite', { yacht_slug: a }, user.token)).body.favorites).toEqual([b]);
  });

  it('F1 an unknown yacht is a 404 and a missing slug a 422', async () => {
    const user = await registerUser(app);
    const api = client(app);
    const unknown = await api.post('/add-favorite', { yacht_slug: 'no-such-yacht-anywhere' }, user.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Unknown yacht.' });
    expect((await api.post('/remove-favorite', { yacht_slug: 'no-such-yacht-anywhere' }, user.token)).status).toBe(404);
    const missing = await api.post('/add-favorite', {}, user.token);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ yacht_slug: ['yacht_slug is required.'] });
  });

  it("F1 each user has their own favourites: removing one leaves another user's alone", async () => {
    const [first, second] = [await registerUser(app), await registerUser(app)];
    const api = client(app);
    const slug = slugs[2] as string;
    await api.post('/add-favorite', { yacht_slug: slug }, first.token);
    await api.post('/add-favorite', { yacht_slug: slug }, second.token);
    await api.post('/remove-favorite', { yacht_slug: slug }, first.token);
    expect((await api.get('/profile', first.token)).body.favorites).toEqual([]);
    expect((await api.get('/profile', second.token)).body.favorites.map((f: { slug: string }) => f.slug)).toEqual([slug]);
  });
});

describe('merging the local wishlist (F2)', () => {
  it('F2 the slugs of a local wishlist are added once each; unknown boats are skipped', async () => {
    const user = await registerUser(app);
    const api = client(app);
    const [a, b, c] = slugs as [string, string, string];
    await api.post('/add-favorite', { yacht_slug: a }, user.token);
    const merged = await api.post('/favorites/merge', { yacht_slugs: [c, 'gone-since-last-summer', b, c, a] }, user.token);
    expect(merged.status).toBe(200);
    expect(merged.body.success).toBe(true);
    // Most recently added first: b and c came together (then by slug), a was there before.
    expect(merged.body.favorites).toEqual([...[b, c].sort(), a]);
  });

  it('F2 at most 200 slugs per merge, and only a list of strings', async () => {
    const user = await registerUser(app);
    const api = client(app);
    const tooMany = await api.post('/favorites/merge', { yacht_slugs: Array.from({ length: 201 }, (_, i) => `y${i}`) }, user.token);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({ yacht_slugs: ['At most 200 yachts can be merged at once.'] });
    expect((await api.post('/favorites/merge', { yacht_slugs: 'abc' }, user.token)).status).toBe(422);
    expect((await api.post('/favorites/merge', { yacht_slugs: [1, 2] }, user.token)).status).toBe(422);
    expect((await api.post('/favorites/merge', { yacht_slugs: [] }, user.token)).body.favorites).toEqual([]);
  });
});

describe('the profile with favourites and bookings (§3 user, U6)', () => {
  it('U6 the profile lists each favourite as a card with its base, country and main image', async () => {
    const user = await registerUser(app);
    const api = client(app);
    const slug = slugs[3] as string;
    await api.post('/add-favorite', { yacht_slug: slug }, user.token);
    const expected = await database.db.execute(sql`
      select y.slug, y.name, t.slug as type_slug, m.name as model, s.name as shipyard, y.year, y.max_people,
             b.name as base_name, b.city as base_city, b.slug as base_slug, c.code as country_short, y.images[1] as image
      from yachts y join yacht_types t on t.id = y.type_id join models m on m.id = y.model_id
      join shipyards s on s.id = y.shipyard_id join bases b on b.id = y.base_id join countries c on c.id = b.country_id
      where y.slug = ${slug}`);
    const { image, ...card } = (expected as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
    const key = image ?? 'default';
    const profile = await api.get('/profile', user.token);
    expect(profile.body.favorites).toEqual([
      {
        ...card,
        mainImageUrls: {
          '400': `/media/yachts/${key}-400.webp`,
          '800': `/media/yachts/${key}-800.webp`,
          original: `/media/yachts/${key}-original.webp`,
        },
      },
    ]);
  });

  it("U6 the profile lists the user's bookings with check-in and check-out days, latest first", async () => {
    const user = await registerUser(app);
    const [row] = await database.db
      .execute(sql`select id from users where email = ${user.email}`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const yacht = await database.db.execute(sql`select id, slug, name from yachts where slug = ${slugs[0]!}`);
    const boat = (yacht as unknown as { rows: { id: number; slug: string; name: string }[] }).rows[0]!;
    // Far in the future, so no booking of the demo fleet overlaps (the database refuses overlaps).
    const booking = (reference: string, period: string, status: 'option' | 'reserved', total: number) => ({
      reference,
      yachtId: boat.id,
      userId: row!.id,
      period,
      status,
      product: 'bareboat',
      people: 6,
      firstName: 'Ana',
      lastName: 'Kovač',
      email: user.email,
      phone: '+385 91 234 5678',
      language: 'en',
      quote: {},
      total,
    });
    await database.db
      .insert(bookings)
      .values([
        booking('BW-TEST-0001', '[2040-05-05,2040-05-12)', 'reserved', 3150),
        booking('BW-TEST-0002', '[2040-08-04,2040-08-11)', 'option', 4200),
      ]);
    const profile = await client(app).get('/profile', user.token);
    expect(profile.body.orders).toEqual([
      {
        reference: 'BW-TEST-0002',
        yacht_slug: boat.slug,
        yacht_name: boat.name,
        date_start: '2040-08-04',
        date_end: '2040-08-11',
        status: 'option',
        total: 4200,
      },
      {
        reference: 'BW-TEST-0001',
        yacht_slug: boat.slug,
        yacht_name: boat.name,
        date_start: '2040-05-05',
        date_end: '2040-05-12',
        status: 'reserved',
        total: 3150,
      },
    ]);
  });
});
