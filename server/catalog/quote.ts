import type { LanguageCode } from '../../src/contract/languages';
import type { Quote } from '../../src/contract/catalog-api';
import { buildQuote, chargedDays } from '../../src/contract/price-rules';
import type { Database } from '../db/client';
import { quoteFacts } from './catalog-data';

// Prices a charter (C6, C8) following the date convention of src/contract/price-rules.ts: the boat is held and
// charged for date_start … date_end − 1 (at least one day). Bookings call quoteYacht inside their
// transaction; the list prices its page of boats with quoteYachts.

/**
 * The quote for one boat, or null when it cannot be chartered for these dates: unknown boat, start in the
 * past, a live booking overlapping the held days, or a held day without a season price.
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
  const quotes = new Map<number, Quote>();
  if (yachtIds.length === 0 || dateStart < today) return quotes;
  const charged = chargedDays(dateStart, dateEnd);
  for (const facts of await quoteFacts(db, yachtIds, dateStart, charged, locale)) {
    if (facts.booked || facts.pricedDays !== charged) continue;
    quotes.set(
      facts.yachtId,
      buildQuote({ dateStart, dateEnd, listPrice: facts.listPrice, offer: facts.offer, obligatoryExtras: facts.obligatoryExtras }),
    );
  }
  return quotes;
}
