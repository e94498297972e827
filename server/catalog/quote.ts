import type { LanguageCode } from '../../src/contract/languages';
import type { Quote } from '../../src/contract/catalog-api';
import { buildQuote, chargedDays, charterNights } from '../../src/contract/price-rules';
import { bestDiscount } from '../../src/contract/discount-rules';
import { dayNumber } from './model/boat-facts';
import type { Database } from '../db/client';
import { quoteFacts } from './catalog-data';
import { belowMinimumNights } from '../../src/contract/minimum-nights';

// Prices a charter (C6, C8) from the database, following the date convention of src/contract/price-rules.ts:
// the boat is held and charged for date_start … date_end − 1 (at least one day). A booking calls quoteYacht
// inside its transaction, and what to offer instead of a taken boat is priced the same way; the pages show
// quotes from the in-memory catalog (server/catalog/model/model-quote.ts) by the same rules.

/**
 * The quote for one boat, or null when it cannot be chartered for these dates: unknown boat, start in the
 * past, shorter than the boat's minimum nights (issue 27), a live booking overlapping the held days, or a
 * held day without a season price.
 */
export async function quoteYacht(
  db: Database,
  yachtId: number,
  dateStart: string,
  dateEnd: string,
  today: string,
  locale: LanguageCode = 'en',
): Promise<Quote | null> {
  const quotes = await quoteYachts(db, [yachtId], dateStart, dateEnd, today, locale);
  return quotes.get(yachtId) ?? null;
}

/** Quotes for several boats in one query; boats that cannot be chartered for the dates are left out. */
export async function quoteYachts(
  db: Database,
  yachtIds: number[],
  dateStart: string,
  dateEnd: string,
  today: string,
  locale: LanguageCode = 'en',
): Promise<Map<number, Quote>> {
  const quotes = await quoteCharters(
    db,
    yachtIds.map((yachtId) => ({ yachtId, dateStart, dateEnd })),
    today,
    locale,
  );
  return new Map(yachtIds.flatMap((id, i) => (quotes[i] ? [[id, quotes[i]] as const] : [])));
}

/**
 * Quotes for several charters in one query, each its own boat and dates: in the order of `charters`, null
 * where that boat cannot be chartered for those dates.
 */
async function quoteCharters(
  db: Database,
  charters: readonly { yachtId: number; dateStart: string; dateEnd: string }[],
  today: string,
  locale: LanguageCode = 'en',
): Promise<(Quote | null)[]> {
  const quotes: (Quote | null)[] = charters.map(() => null);
  const bookable = charters.flatMap((c, i) => (c.dateStart < today ? [] : [{ ...c, i, charged: chargedDays(c.dateStart, c.dateEnd) }]));
  const facts = await quoteFacts(db, bookable, locale);
  for (const f of facts) {
    const charter = bookable[f.charter]!;
    if (belowMinimumNights(charter.charged, f.minNights)) continue;
    if (f.booked || f.pricedDays !== charter.charged) continue;
    const from = dayNumber(charter.dateStart);
    const held = {
      from,
      until: from + charter.charged,
      nights: charterNights(charter.dateStart, charter.dateEnd),
      today: dayNumber(today),
    };
    quotes[charter.i] = buildQuote({
      dateStart: charter.dateStart,
      dateEnd: charter.dateEnd,
      listPrice: f.listPrice,
      discount: bestDiscount(f.offer, f.rules, held),
      obligatoryExtras: f.obligatoryExtras,
    });
  }
  return quotes;
}
