import { and, asc, count, desc, eq, inArray, lte } from 'drizzle-orm';
import type { NewsArticle } from '../../src/contract/content-api';
import type { LanguageCode } from '../../src/contract/languages';
import type { Database } from '../db/client';
import { countries, destinations, newsArticles } from '../db/schema';
import { imageUrls } from '../media/image-urls';
import { hasText, textIn, textLanguages, writtenIn } from './localized';
import { pageOffset } from '../api/pagination';
import { NEWS_DESTINATIONS } from './news-related';

// News articles, newest first. An article dated in the future is scheduled: it appears on its day.

function summaryColumns(locale: LanguageCode) {
  return {
    slug: newsArticles.slug,
    publishedOn: newsArticles.publishedOn,
    title: textIn(newsArticles.title, locale),
    summary: textIn(newsArticles.summary, locale),
    translated: hasText(newsArticles.title, locale),
    image: newsArticles.image,
  };
}

type SummaryRow = { slug: string; publishedOn: string; title: string; summary: string; translated: boolean; image: string };

function toSummary(row: SummaryRow): Omit<NewsArticle, 'body' | 'destinations'> {
  return {
    slug: row.slug,
    published_on: row.publishedOn,
    title: row.title,
    summary: row.summary,
    translated: row.translated,
    image: imageUrls('news', row.image),
  };
}

export async function listNews(
  db: Database,
  locale: LanguageCode,
  today: string,
  page: { page: number; perPage: number },
): Promise<{ total: number; items: Omit<NewsArticle, 'body' | 'destinations'>[] }> {
  const published = lte(newsArticles.publishedOn, today);
  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(newsArticles).where(published),
    db
      .select(summaryColumns(locale))
      .from(newsArticles)
      .where(published)
      .orderBy(desc(newsArticles.publishedOn), desc(newsArticles.id))
      .limit(page.perPage)
      .offset(pageOffset(page.page, page.perPage)),
  ]);
  return { total: totals[0]?.total ?? 0, items: rows.map(toSummary) };
}

export async function findNewsArticle(
  db: Database,
  locale: LanguageCode,
  slug: string,
  today: string,
): Promise<{ article: NewsArticle; textLanguages: LanguageCode[] } | null> {
  const rows = await db
    // P2: the article's page exists in the languages its title is written in.
    .select({ ...summaryColumns(locale), body: textIn(newsArticles.body, locale), textLanguages: textLanguages(newsArticles.title) })
    .from(newsArticles)
    .where(and(eq(newsArticles.slug, slug), lte(newsArticles.publishedOn, today)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const article = { ...toSummary(row), body: row.body, destinations: await relatedDestinations(db, locale, NEWS_DESTINATIONS[slug] ?? []) };
  return { article, textLanguages: writtenIn(row.textLanguages) };
}

/** The sailing areas an article is about, with their countries, in the visitor's language. */
async function relatedDestinations(db: Database, locale: LanguageCode, slugs: readonly string[]): Promise<NewsArticle['destinations']> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({
      slug: destinations.slug,
      name: textIn(destinations.name, locale),
      countrySlug: countries.slug,
      countryName: textIn(countries.name, locale),
    })
    .from(destinations)
    .innerJoin(countries, eq(countries.id, destinations.countryId))
    .where(inArray(destinations.slug, [...slugs]))
    .orderBy(asc(destinations.slug));
  return rows.map((r) => ({ slug: r.slug, name: r.name, country: { slug: r.countrySlug, name: r.countryName } }));
}
