import type { faqEntries, itineraries, newsArticles } from '../schema';
import { destinationId } from './catalog-rows';
import { addDays } from './dates';
import { FAQ } from './facts/faq';
import { ITINERARIES } from './facts/itineraries';
import { NEWS } from './facts/news';

// The editorial content of the demo: itineraries, news (dated relative to the seed's "today") and FAQ.

export function itineraryRows(): (typeof itineraries.$inferInsert)[] {
  return ITINERARIES.map((it) => ({
    slug: it.slug,
    destinationId: destinationId(it.destination),
    nights: it.stops.reduce((sum, s) => sum + s.nights, 0),
    title: it.title,
    description: it.description,
    stops: it.stops.map((s) => ({ ...s })),
  }));
}

/** News articles; the image key is the slug (media/news/{slug}-…). */
export function newsRows(today: string): (typeof newsArticles.$inferInsert & { image: string })[] {
  return NEWS.map((article) => ({
    slug: article.slug,
    publishedOn: addDays(today, -article.daysAgo),
    title: article.title,
    summary: article.summary,
    body: article.body,
    image: article.slug,
  }));
}

export function faqRows(): (typeof faqEntries.$inferInsert)[] {
  return FAQ.map((entry, i) => ({ position: i + 1, category: entry.category, question: entry.question, answer: entry.answer }));
}
