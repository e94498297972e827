import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../db/client';

// S4: the pages that exist because of data, as paths below the language prefix: every boat (R11's
// /{type}/{slug}), every destination (its boats in the search, a page that is its own canonical) and
// every country with a destination, every published article, crew member and voyage. One query, ordered
// so the file is stable.
export async function dataPagePaths(db: Database, today: string): Promise<string[]> {
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
      union all
      select '/blog/' || n.slug, 4, n.slug from news_articles n where n.published_on <= ${today}::date
      union all
      select '/hirecrew/' || m.slug, 5, m.slug from crew_members m
      union all
      select '/voyage/' || i.slug, 6, i.slug from itineraries i
      order by kind, key`,
  );
  return rows.map((r) => r.path);
}
