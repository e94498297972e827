import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../db/client';
import { listFaq } from '../content/faq-store';

/** A page of the sitemap: its path below the language prefix, and the languages it exists in (null: all). */
export interface SitemapPage {
  path: string;
  languages: readonly string[] | null;
}

// S4: the pages that exist because of data, as paths below the language prefix: every published boat (R11's
// /{type}/{slug}), every destination (its boats in the search, a page that is its own canonical) and
// every country with a destination, every published article, crew member and voyage. One query, ordered
// so the file is stable. P2: an article, crew member or voyage exists in the languages its main text is
// written in (the text the page notes the fallback of), as its page's hreflang says.
export async function dataPagePaths(db: Database, today: string): Promise<SitemapPage[]> {
  const rows = await selectRows<{ path: string; languages: string[] | null }>(
    db,
    sql`
      select '/' || t.slug || '/' || y.slug as path, null::text[] as languages, 1 as kind, y.slug as key
        from yachts y join yacht_types t on t.id = y.type_id where y.published
      union all
      select '/search?destinations=' || d.slug, null, 2, d.slug from destinations d
      union all
      select '/discover/' || c.slug, null, 3, c.slug from countries c
        where exists (select 1 from destinations d where d.country_id = c.id)
      union all
      select '/blog/' || n.slug, array(select jsonb_object_keys(n.title)), 4, n.slug from news_articles n where n.published_on <= ${today}::date
      union all
      select '/hirecrew/' || m.slug, array(select jsonb_object_keys(m.bio)), 5, m.slug from crew_members m
      union all
      select '/voyage/' || i.slug, array(select jsonb_object_keys(i.title)), 6, i.slug from itineraries i
      order by kind, key`,
  );
  return rows.map((r) => ({ path: r.path, languages: r.languages }));
}

/** P2 for the information pages: the FAQ exists in the languages every question and answer is written in. */
export async function infoPageLanguages(db: Database): Promise<Record<string, readonly string[]>> {
  return { '/faq': (await listFaq(db, 'en')).languages };
}
