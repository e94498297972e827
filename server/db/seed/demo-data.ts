import { bookingRows, type BookingRow, type DemoPayment } from './booking-rows';
import { catalogRows, type CatalogRows } from './catalog-rows';
import { faqRows, itineraryRows, newsRows } from './content-rows';
import { crewRows } from './crew-rows';
import { extraRows, type ExtraRow } from './extras-rows';
import { offerRow, type OfferRow } from './offer-rows';
import { createRandom, seedOf } from './prng';
import { ratingOf, reviewRows, type ReviewRow } from './review-rows';
import { priceRows, seasonPeriods } from './season-prices';
import { fleetYacht, type YachtRow } from './yacht-rows';

export interface DemoDataOptions {
  /** Number of boats. */
  yachts: number;
  /** 'YYYY-MM-DD': every date of the demo (prices, bookings, offers, reviews) is placed around it. */
  today: string;
}

/** The rows each boat brings: the boat, its prices, extras, reviews, offer, bookings and their payments. */
export interface FleetRows {
  yachts: YachtRow[];
  yachtPrices: ReturnType<typeof priceRows>;
  extras: ExtraRow[];
  reviews: ReviewRow[];
  bookings: BookingRow[];
  bookingPayments: DemoPayment[];
  offers: OfferRow[];
}

export interface DemoData extends CatalogRows, FleetRows {
  crewMembers: ReturnType<typeof crewRows>;
  itineraries: ReturnType<typeof itineraryRows>;
  newsArticles: ReturnType<typeof newsRows>;
  faqEntries: ReturnType<typeof faqRows>;
}

export function emptyFleetRows(): FleetRows {
  return { yachts: [], yachtPrices: [], extras: [], reviews: [], bookings: [], bookingPayments: [], offers: [] };
}

/**
 * Adds boat n's rows to `into`. Boats must be added in order 0, 1, 2…: the booking references are one
 * stream over the fleet. The seed adds them a slice at a time, so it can write one slice while it draws the next.
 */
export function demoFleet(today: string): (index: number, into: FleetRows) => void {
  const nextReference = referenceSequence();
  return (index, into) => {
    const yacht = fleetYacht(index, today);
    const periods = seasonPeriods(yacht, today);
    const extras = extraRows(yacht);
    const reviews = reviewRows(yacht, today);
    yacht.row.rating = ratingOf(reviews);
    yacht.row.reviewsCount = reviews.length;
    into.yachts.push(yacht.row);
    into.yachtPrices.push(...priceRows(yacht, periods));
    into.extras.push(...extras);
    into.reviews.push(...reviews);
    // A special offer is a stretch the company has not sold: the demo's bookings leave its days free.
    const offer = offerRow(yacht, periods, today);
    if (offer) into.offers.push(offer);
    const sold = bookingRows(yacht, periods, extras, today, nextReference, offer?.period ?? null);
    into.bookings.push(...sold.rows);
    into.bookingPayments.push(...sold.payments);
  };
}

/** The rows around the fleet: crew, itineraries, news and FAQ. */
export function demoContent(today: string): Pick<DemoData, 'crewMembers' | 'itineraries' | 'newsArticles' | 'faqEntries'> {
  return { crewMembers: crewRows(today), itineraries: itineraryRows(), newsArticles: newsRows(today), faqEntries: faqRows() };
}

/**
 * The whole demo fleet as rows, without touching a database. Each boat draws from its own seeded
 * random stream, so the same options give the same rows, and boat n is the same whatever the fleet size.
 */
export function generateDemoData(options: DemoDataOptions): DemoData {
  const data: DemoData = { ...catalogRows(), ...emptyFleetRows(), ...demoContent(options.today) };
  const addBoat = demoFleet(options.today);
  for (let i = 0; i < options.yachts; i++) addBoat(i, data);
  return data;
}

// Booking references in the shape the bookings API issues (`BW-` + 8 of Crockford's base32), drawn from
// a seeded stream so they repeat with the fleet, never twice.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function referenceSequence(): () => string {
  const random = createRandom(seedOf('booking-references'));
  const used = new Set<string>();
  return () => {
    for (;;) {
      const reference = `BW-${Array.from({ length: 8 }, () => CROCKFORD[random.int(0, 31)]).join('')}`;
      if (!used.has(reference)) {
        used.add(reference);
        return reference;
      }
    }
  };
}
