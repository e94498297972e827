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

export interface DemoData extends CatalogRows {
  yachts: YachtRow[];
  yachtPrices: ReturnType<typeof priceRows>;
  extras: ExtraRow[];
  reviews: ReviewRow[];
  bookings: BookingRow[];
  bookingPayments: DemoPayment[];
  offers: OfferRow[];
  crewMembers: ReturnType<typeof crewRows>;
  itineraries: ReturnType<typeof itineraryRows>;
  newsArticles: ReturnType<typeof newsRows>;
  faqEntries: ReturnType<typeof faqRows>;
}

/**
 * The whole demo fleet as rows, without touching a database. Each boat draws from its own seeded
 * random stream, so the same options give the same rows, and boat n is the same whatever the fleet size.
 */
export function generateDemoData(options: DemoDataOptions): DemoData {
  const data: DemoData = {
    ...catalogRows(),
    yachts: [],
    yachtPrices: [],
    extras: [],
    reviews: [],
    bookings: [],
    bookingPayments: [],
    offers: [],
    crewMembers: crewRows(options.today),
    itineraries: itineraryRows(),
    newsArticles: newsRows(options.today),
    faqEntries: faqRows(),
  };
  const nextReference = referenceSequence();
  for (let i = 0; i < options.yachts; i++) {
    const yacht = fleetYacht(i, options.today);
    const periods = seasonPeriods(yacht, options.today);
    const extras = extraRows(yacht);
    const reviews = reviewRows(yacht, options.today);
    yacht.row.rating = ratingOf(reviews);
    yacht.row.reviewsCount = reviews.length;
    data.yachts.push(yacht.row);
    data.yachtPrices.push(...priceRows(yacht, periods));
    data.extras.push(...extras);
    data.reviews.push(...reviews);
    // A special offer is a stretch the company has not sold: the demo's bookings leave its days free.
    const offer = offerRow(yacht, periods, options.today);
    if (offer) data.offers.push(offer);
    const sold = bookingRows(yacht, periods, extras, options.today, nextReference, offer?.period ?? null);
    data.bookings.push(...sold.rows);
    data.bookingPayments.push(...sold.payments);
  }
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
