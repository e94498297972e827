import type {
  AvailabilityResponse,
  CountriesResponse,
  DailyPricesResponse,
  DestinationsResponse,
  EquipmentsResponse,
  FindByNameResponse,
  PeriodPricesResponse,
  YachtTypesResponse,
} from '../../src/contract/catalog-api';
import { FIND_BY_NAME_MIN_LENGTH } from '../../src/contract/catalog-api';
import { languageOf, type LanguageCode } from '../../src/contract/languages';
import { DAYS_PER_WEEK } from '../../src/contract/price-rules';
import type { Database } from '../db/client';
import { HttpError } from '../http-error';
import { imageUrls } from '../media/image-urls';
import { countryRows, destinationRows, equipmentRows, yachtsByName, yachtTypeRows } from './catalog-data';
import { dayNumber, isoOfDay, type Boat } from './model/boat-facts';
import type { CatalogModel } from './model/catalog-model';
import { capitaliseWords, sortYachtTypes } from './yacht-types';

// The catalog's reference lists, price calendars and name search (§7, A6, A7).

export const BOAT_NOT_FOUND = 'The boat was not found';

function collatorFor(locale: LanguageCode): Intl.Collator {
  return new Intl.Collator(languageOf(locale).tag);
}

/** Countries by name in the visitor's language. */
export async function countries(db: Database, locale: LanguageCode): Promise<CountriesResponse> {
  const collator = collatorFor(locale);
  return (await countryRows(db, locale)).sort((a, b) => collator.compare(a.name, b.name));
}

/** Destinations, popular ones first, then by name; each with its bases and boat counts. */
export async function destinations(db: Database, locale: LanguageCode): Promise<DestinationsResponse> {
  const collator = collatorFor(locale);
  const rows = await destinationRows(db, locale);
  const data = rows.map((d) => ({
    id: d.id,
    slug: d.slug,
    name: d.name,
    description: d.description,
    country: { code: d.country_code, slug: d.country_slug, name: d.country_name },
    lat: d.lat,
    lng: d.lng,
    popular: d.popular,
    bases: d.bases,
    yachts: d.bases.reduce((sum, b) => sum + b.yachts, 0),
  }));
  data.sort((a, b) => Number(b.popular) - Number(a.popular) || collator.compare(a.name, b.name));
  return { data };
}

export async function equipments(db: Database, locale: LanguageCode): Promise<EquipmentsResponse> {
  return equipmentRows(db, locale);
}

/** A6: the fixed order, names with each word capitalised. */
export async function yachtTypes(db: Database, locale: LanguageCode): Promise<YachtTypesResponse> {
  const rows = await yachtTypeRows(db, locale);
  return sortYachtTypes(rows).map((t) => ({ id: t.id, slug: t.slug, name: capitaliseWords(t.name, locale) }));
}

async function requireYacht(catalog: CatalogModel, yachtId: number): Promise<Boat> {
  const boat = (await catalog.current()).boats.get(yachtId);
  if (!boat) throw new HttpError(404, BOAT_NOT_FOUND);
  return boat;
}

/** A6: the season periods that have not ended, by first day; `date_to` is the last day (inclusive). */
export async function yachtPeriodPrices(catalog: CatalogModel, yachtId: number, today: string): Promise<PeriodPricesResponse> {
  const boat = await requireYacht(catalog, yachtId);
  const todayDay = dayNumber(today);
  return {
    data: boat.prices
      .filter((p) => p.until > todayDay)
      .map((p) => ({ day: isoOfDay(p.from), date_to: isoOfDay(p.until - 1), price_per_day: p.perDay, price_per_week: p.perDay * DAYS_PER_WEEK })),
  };
}

/** Each day of the window with its price (null outside the season) and whether a charter can hold it. */
export async function yachtDailyPrices(
  catalog: CatalogModel,
  yachtId: number,
  window: { from: string; to: string },
  today: string,
): Promise<DailyPricesResponse> {
  const boat = await requireYacht(catalog, yachtId);
  const todayDay = dayNumber(today);
  const data: DailyPricesResponse['data'] = [];
  for (let day = dayNumber(window.from); day <= dayNumber(window.to); day++) {
    const price = boat.prices.find((p) => p.from <= day && day < p.until)?.perDay ?? null;
    const booked = boat.booked.some((b) => b.from <= day && day < b.until);
    data.push({ day: isoOfDay(day), price, available: price !== null && day >= todayDay && !booked });
  }
  return { success: true, data };
}

/** Live bookings sharing a day with [from, to]; date_end is the (free) check-out day. */
export async function yachtAvailability(catalog: CatalogModel, yachtId: number, window: { from: string; to: string }): Promise<AvailabilityResponse> {
  const boat = await requireYacht(catalog, yachtId);
  const [from, to] = [dayNumber(window.from), dayNumber(window.to)];
  return {
    data: boat.booked.filter((b) => b.from <= to && b.until > from).map((b) => ({ date_start: isoOfDay(b.from), date_end: isoOfDay(b.until) })),
  };
}

/** A7: below 3 characters there is nothing to search (an empty answer, not an error). */
export async function findByName(db: Database, name: string, limit: number): Promise<FindByNameResponse> {
  const text = name.trim();
  if ([...text].length < FIND_BY_NAME_MIN_LENGTH) return { data: [] };
  const rows = await yachtsByName(db, text, limit);
  return {
    data: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      type_slug: r.type_slug,
      model: r.model,
      shipyard: r.shipyard,
      base_name: r.base_name,
      mainImageUrls: imageUrls('yachts', r.main_image ?? 'default'),
    })),
  };
}
