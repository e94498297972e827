import { sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/contract/languages';
import { selectRows, type Database } from '../db/client';
import { crewMembers, itineraries, newsArticles, offers } from '../db/schema';
import { textLanguages } from './localized';

// P2: the languages a content item is really written in (its main text: the text whose fallback the page
// notes), so its page's hreflang links, and the sitemap, name only those.
const MAIN_TEXT: Record<'news' | 'offer' | 'crew' | 'itinerary', { table: AnyPgTable; text: AnyPgColumn; slug: AnyPgColumn }> = {
  news: { table: newsArticles, text: newsArticles.title, slug: newsArticles.slug },
  offer: { table: offers, text: offers.title, slug: offers.slug },
  crew: { table: crewMembers, text: crewMembers.bio, slug: crewMembers.slug },
  itinerary: { table: itineraries, text: itineraries.title, slug: itineraries.slug },
};

export async function textLanguagesOf(db: Database, kind: keyof typeof MAIN_TEXT, slug: string): Promise<LanguageCode[]> {
  const { table, text, slug: slugColumn } = MAIN_TEXT[kind];
  const rows = await selectRows<{ languages: string[] }>(db, sql`select ${textLanguages(text)} as languages from ${table} where ${slugColumn} = ${slug}`);
  const written = rows[0]?.languages ?? [];
  return LANGUAGE_CODES.filter((code) => written.includes(code));
}
