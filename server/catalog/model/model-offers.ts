import type { LanguageCode } from '../../../src/contract/languages';
import { belowMinimumNights } from '../../../src/contract/minimum-nights';
import { dayNumber, isBooked, isoOfDay, type Boat } from './boat-facts';
import { localizedText, type CatalogState } from './catalog-model';
import { perState } from './per-state';

// The offers lists (home's featured offers, /offers) from the in-memory catalog: an offer is listed while
// its check-in day is still ahead and no live booking shares a day with it, which the model knows from
// each boat's booked days. Read from the database, the list cost two statements (rows and count) on
// every home page that missed the page data cache (issue 15: home on a miss ≤ 10 ms).

export interface OfferRow {
  yachtId: number;
  slug: string;
  title: string;
  /** The title has its own text in the locale (P2: the page says when it shows the English fallback). */
  translated: boolean;
  featured: boolean;
  discountPercent: number;
  dateStart: string;
  dateEnd: string;
}

export interface OffersFilter {
  page: number;
  perPage: number;
  /** A destination's slug or its numeric id (the search page's filters use ids). */
  destination?: string;
  featured?: boolean;
  /** The offered charter lies within these days (issue 30 item 9): check-in on or after `dateFrom`,
   * check-out on or before `dateTo` (ISO dates). */
  dateFrom?: string;
  dateTo?: string;
}

/**
 * A boat's listed offers (the lists' and its own page's), by check-in day, then as made (the offer's id);
 * an offer shorter than the boat's minimum nights (issue 27) is a charter it does not take.
 */
export function listedOffers(boat: Boat, today: number): Boat['offers'] {
  return boat.offers
    .filter((offer) => offer.from >= today && !isBooked(boat, offer) && !belowMinimumNights(offer.until - offer.from, boat.row.min_nights))
    .sort((a, b) => a.from - b.from || a.id - b.id);
}

type Listed = { boat: Boat; offer: Boat['offers'][number] };

/** The boats' listed offers on day `from`, featured first, then by check-in day, then as made. */
function listedInOrder(boats: readonly Boat[], from: number): Listed[] {
  const listed = boats.flatMap((boat) => (boat.offers.length ? listedOffers(boat, from).map((offer) => ({ boat, offer })) : []));
  return listed.sort(
    (a, b) => Number(b.offer.featured) - Number(a.offer.featured) || a.offer.from - b.offer.from || a.offer.id - b.offer.id,
  );
}

/**
 * The whole fleet's listed offers in order, kept per state for the latest day asked: the home page lists
 * them with no filter, and at 30,000 boats listing them cost 4–7 ms a page (issue 31).
 */
const fleetListedOn = perState(() => ({ day: Number.NaN, listed: [] as Listed[] }));

function fleetListed(state: CatalogState, from: number): Listed[] {
  const kept = fleetListedOn(state);
  if (kept.day !== from) Object.assign(kept, { day: from, listed: listedInOrder(state.fleet, from) });
  return kept.listed;
}

/** The listed offers of a destination (by slug or id), or of the whole fleet, in the lists' order. */
function listedIn(state: CatalogState, destination: string | undefined, from: number): Listed[] {
  if (destination === undefined) return fleetListed(state, from);
  const id = /^\d+$/.test(destination) ? Number(destination) : [...state.destinations.values()].find((d) => d.slug === destination)?.id;
  return listedInOrder((id !== undefined && state.byDestination.get(id)) || [], from);
}

/** Featured first, then by check-in day, then as made; `total` counts every listed offer. */
export function listOffersInModel(
  state: CatalogState,
  locale: LanguageCode,
  today: string,
  filter: OffersFilter,
): { total: number; rows: OfferRow[] } {
  const earliest = filter.dateFrom === undefined ? -Infinity : dayNumber(filter.dateFrom);
  const latest = filter.dateTo === undefined ? Infinity : dayNumber(filter.dateTo);
  const listed = listedIn(state, filter.destination, dayNumber(today)).filter(
    ({ offer }) => (filter.featured === undefined || offer.featured === filter.featured) && offer.from >= earliest && offer.until <= latest,
  );
  const start = (filter.page - 1) * filter.perPage;
  const rows = listed.slice(start, start + filter.perPage).map(({ boat, offer }) => ({
    yachtId: boat.row.id,
    slug: offer.slug,
    title: localizedText(offer.title, locale),
    translated: offer.title[locale] != null,
    featured: offer.featured,
    discountPercent: offer.discountPercent,
    dateStart: isoOfDay(offer.from),
    dateEnd: isoOfDay(offer.until),
  }));
  return { total: listed.length, rows };
}
