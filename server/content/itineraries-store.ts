import { and, asc, eq } from 'drizzle-orm';
import type { Itinerary } from '../../src/contract/content-api';
import type { LanguageCode } from '../../src/contract/languages';
import type { Database } from '../db/client';
import { countries, destinations, itineraries } from '../db/schema';
import { destinationIs } from './destination-filter';
import { hasText, textIn } from './localized';

// Sailing itineraries (voyage pages): a route of stops through one destination.

function itineraryQuery(db: Database, locale: LanguageCode) {
  return db
    .select({
      slug: itineraries.slug,
      title: textIn(itineraries.title, locale),
      description: textIn(itineraries.description, locale),
      translated: hasText(itineraries.title, locale),
      nights: itineraries.nights,
      destinationSlug: destinations.slug,
      destinationName: textIn(destinations.name, locale),
      countryCode: countries.code,
      stops: itineraries.stops,
    })
    .from(itineraries)
    .innerJoin(destinations, eq(destinations.id, itineraries.destinationId))
    .innerJoin(countries, eq(countries.id, destinations.countryId))
    .$dynamic();
}

type ItineraryRow = Awaited<ReturnType<typeof itineraryQuery>>[number];

function toItinerary(row: ItineraryRow): Itinerary {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    translated: row.translated,
    nights: row.nights,
    destination: { slug: row.destinationSlug, name: row.destinationName },
    country: row.countryCode,
    stops: row.stops,
  };
}

export async function listItineraries(db: Database, locale: LanguageCode, destination?: string): Promise<Omit<Itinerary, 'stops'>[]> {
  const rows = await itineraryQuery(db, locale)
    .where(and(destination === undefined ? undefined : destinationIs(destination)))
    .orderBy(asc(countries.code), asc(destinations.slug), asc(itineraries.nights), asc(itineraries.slug));
  // Lists leave the stops to the itinerary's own page.
  return rows.map((row) => {
    const { stops: _stops, ...summary } = toItinerary(row);
    return summary;
  });
}

export async function findItinerary(db: Database, locale: LanguageCode, slug: string): Promise<Itinerary | null> {
  const rows = await itineraryQuery(db, locale).where(eq(itineraries.slug, slug)).limit(1);
  return rows[0] ? toItinerary(rows[0]) : null;
}
