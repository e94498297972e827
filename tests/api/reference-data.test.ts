import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type DatabaseHandle } from '../../server/db/client';
import { seedDemoData, seedReferenceData } from '../../server/db/seed/seed-demo';
import { COUNTRIES } from '../../server/db/seed/facts/countries';
import { DESTINATIONS } from '../../server/db/seed/facts/destinations';
import { testDatabase } from '../setup/test-db';

// Issue 27: an install without demo data starts with the site's reference lists (countries, destinations,
// boat types, shipyards and models, equipment), so a company places its bases and boats from the console
// without SQL; and nothing of the demo (no company, base or boat).

let database: DatabaseHandle;
beforeAll(async () => {
  database = await testDatabase();
}, 120_000);
afterAll(() => database.close());

const count = async (table: string) =>
  (await selectRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

describe('the reference lists on every install (issue 27)', () => {
  it('issue 27 a fresh database gets the lists once, and no demo fleet, company or base', async () => {
    await seedReferenceData(database.db, undefined);
    await seedReferenceData(database.db, undefined);
    expect(await count('countries')).toBe(COUNTRIES.length);
    expect(await count('destinations')).toBe(DESTINATIONS.length);
    for (const table of ['yacht_types', 'shipyards', 'models', 'equipment']) expect(await count(table)).toBeGreaterThan(0);
    for (const table of ['companies', 'bases', 'yachts', 'bookings']) expect(await count(table)).toBe(0);
  });

  it('issue 27 the demo seed on such a database keeps the lists (same rows, same ids) and adds its fleet', async () => {
    const before = await selectRows<{ id: number; slug: string }>(database.db, sql`select id, slug from destinations order by id`);
    await seedDemoData(database.db, { yachts: 30, images: false });
    expect(await count('yachts')).toBe(30);
    expect(await selectRows(database.db, sql`select id, slug from destinations order by id`)).toEqual(before);
    // A new row after the seeded ones gets the next id (the sequence was moved past them).
    const [added] = await selectRows<{ id: number }>(
      database.db,
      sql`insert into shipyards (name, country) values ('Test Yard', 'HR') returning id`,
    );
    expect(added!.id).toBe(await count('shipyards'));
  });
});
