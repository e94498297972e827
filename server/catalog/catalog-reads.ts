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
import { equipmentRows, yachtsByName } from './catalog-data';
import { dayNumber, heldListPrice, isBooked, isoOfDay, runsOf, type Boat } from './model/boat-facts';
import { localizedText, type CatalogModel } from './model/catalog-model';
import { capitaliseWords, sortYachtTypes } from './yacht-types';
import { perState } from './model/per-state';
import { CITY_NAMES, dataTextIn } from './data-texts';

// The catalog's reference lists, price calendars and name search (§7, A6, A7).

export const BOAT_NOT_FOUND = 'The boat was not found';

// Making a collator costs more than the sort it serves (a CPU profile of search pages, issue 15).
const collators = new Map<LanguageCode, Intl.Collator>();
function collatorFor(locale: LanguageCode): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(languageOf(locale).tag);
    collators.set(locale, collator);
  }
  return collator;
}

/** Boats per base of the in-memory fleet: counted once per state, not on every search page. */
const boatsPerBase = perState((state) => {
  const counts = new Map<number, number>();
  for (const boat of state.fleet) counts.set(boat.row.base_id, (counts.get(boat.row.base_id) ?? 0) + 1);
  return counts;
});

/** Countries by name in the visitor's language, each with its number of boats. */
export async function countries(catalog: CatalogModel, locale: LanguageCode): Promise<CountriesResponse> {
  const state = await catalog.current();
  const perBase = boatsPerBase(state);
  const collator = collatorFor(locale);
  return [...state.countries.values()]
    .map((c) => ({
      id: c.id,
      code: c.code,
      slug: c.slug,
      name: localizedText(c.name, locale),
      yachts: [...state.bases.values()].filter((b) => b.country_id === c.id).reduce((sum, b) => sum + (perBase.get(b.id) ?? 0), 0),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Destinations, popular ones first, then by name; each with its bases (by name) and boat counts. */
export async function destinations(catalog: CatalogModel, locale: LanguageCode): Promise<DestinationsResponse> {
  const state = await catalog.current();
  const perBase = boatsPerBase(state);
  const collator = collatorFor(locale);
  const allBases = [...state.bases.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
  const data = [...state.destinations.values()].map((d) => {
    const country = state.countries.get(d.country_id)!;
    const bases = allBases
      .filter((b) => b.destination_id === d.id)
      .map((b) => ({
        id: b.id,
        slug: b.slug,
        name: b.name,
        city: dataTextIn(CITY_NAMES, b.city, locale),
        lat: b.lat,
        lng: b.lng,
        yachts: perBase.get(b.id) ?? 0,
      }));
    return {
      id: d.id,
      slug: d.slug,
      name: localizedText(d.name, locale),
      description: localizedText(d.description, locale),
      country: { code: country.code, slug: country.slug, name: localizedText(country.name, locale) },
      lat: d.lat,
      lng: d.lng,
      popular: d.popular,
      bases,
      yachts: bases.reduce((sum, b) => sum + b.yachts, 0),
    };
  });
  data.sort((a, b) => Number(b.popular) - Number(a.popular) || collator.compare(a.name, b.name));
  return { data };
}

export async function equipments(db: Database, locale: LanguageCode): Promise<EquipmentsResponse> {
  return equipmentRows(db, locale);
}

/** A6: the fixed order, names with each word capitalised. */
export async function yachtTypes(catalog: CatalogModel, locale: LanguageCode): Promise<YachtTypesResponse> {
  const rows = [...(await catalog.current()).types.values()].map((t) => ({ id: t.id, slug: t.slug, name: localizedText(t.name, locale) }));
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
    data: runsOf(boat.prices)
      .filter((k) => boat.prices.until[k]! > todayDay)
      .map((k) => {
        const perDay = boat.prices.perDay[k]!;
        return {
          day: isoOfDay(boat.prices.from[k]!),
          date_to: isoOfDay(boat.prices.until[k]! - 1),
          price_per_day: perDay,
          price_per_week: perDay * DAYS_PER_WEEK,
        };
      }),
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
    // A day's price and status are those of a charter holding that day alone.
    const held = { from: day, until: day + 1 };
    const price = heldListPrice(boat, held);
    const booked = isBooked(boat, held);
    data.push({ day: isoOfDay(day), price, available: price !== null && day >= todayDay && !booked });
  }
  return { success: true, data };
}

/** Live bookings sharing a day with [from, to]; date_end is the (free) check-out day. */
export async function yachtAvailability(
  catalog: CatalogModel,
  yachtId: number,
  window: { from: string; to: string },
): Promise<AvailabilityResponse> {
  const boat = await requireYacht(catalog, yachtId);
  const [from, to] = [dayNumber(window.from), dayNumber(window.to)];
  return {
    data: runsOf(boat.booked)
      .filter((k) => boat.booked.from[k]! <= to && boat.booked.until[k]! > from)
      .map((k) => ({ date_start: isoOfDay(boat.booked.from[k]!), date_end: isoOfDay(boat.booked.until[k]!) })),
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
