import { and, asc, eq } from 'drizzle-orm';
import type { Itinerary } from '../../src/contract/content-api';
import type { LanguageCode } from '../../src/contract/languages';
import type { Database } from '../db/client';
import { bases, countries, destinations, itineraries } from '../db/schema';
import { greatCircleNm } from '../../src/contract/nautical-miles';
import { destinationIs } from './destination-filter';
import { hasText, textIn, textLanguages, writtenIn } from './localized';
import { CITY_NAMES, dataTextIn } from '../catalog/data-texts';

// Sailing itineraries (voyage pages): a route of stops through one destination.

function itineraryQuery(db: Database, locale: LanguageCode) {
  return db
    .select({
      slug: itineraries.slug,
      title: textIn(itineraries.title, locale),
      description: textIn(itineraries.description, locale),
      translated: hasText(itineraries.title, locale),
      // P2: the voyage's page exists in the languages its title is written in.
      textLanguages: textLanguages(itineraries.title),
      nights: itineraries.nights,
      destinationId: destinations.id,
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

function toItinerary(row: ItineraryRow): Omit<Itinerary, 'start_base'> {
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

export async function listItineraries(
  db: Database,
  locale: LanguageCode,
  filter: { destination?: string | undefined; country?: string | undefined } = {},
): Promise<Omit<Itinerary, 'stops' | 'start_base'>[]> {
  const rows = await itineraryQuery(db, locale)
    .where(
      and(
        filter.destination === undefined ? undefined : destinationIs(filter.destination),
        filter.country === undefined ? undefined : eq(countries.slug, filter.country),
      ),
    )
    .orderBy(asc(countries.code), asc(destinations.slug), asc(itineraries.nights), asc(itineraries.slug));
  // Lists leave the stops to the itinerary's own page.
  return rows.map((row) => {
    const { stops: _stops, ...summary } = toItinerary(row);
    return summary;
  });
}

export async function findItinerary(
  db: Database,
  locale: LanguageCode,
  slug: string,
): Promise<{ itinerary: Itinerary; textLanguages: LanguageCode[] } | null> {
  const rows = await itineraryQuery(db, locale).where(eq(itineraries.slug, slug)).limit(1);
  const row = rows[0];
  if (!row) return null;
  const itinerary = toItinerary(row);
  const first = itinerary.stops[0];
  const candidates = await db
    .select({ slug: bases.slug, name: bases.name, city: bases.city, lat: bases.lat, lng: bases.lng })
    .from(bases)
    .where(eq(bases.destinationId, row.destinationId))
    .orderBy(asc(bases.id));
  // The voyage starts at the destination's base nearest its first stop (the stops name towns, not marinas).
  const nearest = first
    ? candidates.reduce<(typeof candidates)[number] | null>(
        (best, b) => (!best || greatCircleNm(first, b) < greatCircleNm(first, best) ? b : best),
        null,
      )
    : null;
  const startBase = nearest && { ...nearest, city: dataTextIn(CITY_NAMES, nearest.city, locale) };
  return { itinerary: { ...itinerary, start_base: startBase }, textLanguages: writtenIn(row.textLanguages) };
}
