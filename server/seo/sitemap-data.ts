import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../db/client';

// S4: the pages that exist because of data, as paths below the language prefix: every boat (R11's
// /{type}/{slug}), every destination (its boats in the search, a page that is its own canonical) and
// every country with a destination. One query, ordered so the file is stable. Articles, crew members and
// voyages join when their pages show their content.
export async function dataPagePaths(db: Database): Promise<string[]> {
  const rows = await selectRows<{ path: string }>(
    db,
    sql`
      select '/' || t.slug || '/' || y.slug as path, 1 as kind, y.slug as key
        from yachts y join yacht_types t on t.id = y.type_id
      union all
      select '/search?destinations=' || d.slug, 2, d.slug from destinations d
      union all
      select '/discover/' || c.slug, 3, c.slug from countries c
        where exists (select 1 from destinations d where d.country_id = c.id)
      order by kind, key`,
  );
  return rows.map((r) => r.path);
}
