import type { LanguageCode } from '../../../src/contract/languages';
import type { Quote } from '../../../src/contract/catalog-api';
import { buildQuote, chargedDays, charterNights } from '../../../src/contract/price-rules';
import { belowMinimumNights } from '../../../src/contract/minimum-nights';
import { boatDiscount, dayNumber, heldListPrice, isBooked } from './boat-facts';
import type { CatalogState } from './catalog-model';
import { obligatoryExtrasOf } from './model-search';

// Quotes the site shows (a boat page for dates, offers), from the in-memory catalog by the rules of
// src/contract/price-rules.ts. A booking does not trust them: it quotes again inside its transaction
// (server/catalog/quote.ts quoteYacht), so the database alone decides.

/**
 * The quote for a charter, or null when it cannot be chartered for these dates: unknown boat, start in the
 * past, shorter than the boat's minimum nights (issue 27), a live booking on a held day, or a held day
 * without a season price.
 */
export function quoteInModel(
  state: CatalogState,
  charter: { yachtId: number; dateStart: string; dateEnd: string },
  today: string,
  locale: LanguageCode,
): Quote | null {
  const boat = state.boats.get(charter.yachtId);
  if (!boat || charter.dateStart < today) return null;
  const from = dayNumber(charter.dateStart);
  const held = { from, until: from + chargedDays(charter.dateStart, charter.dateEnd) };
  if (belowMinimumNights(held.until - held.from, boat.row.min_nights)) return null;
  const listPrice = heldListPrice(boat, held);
  if (listPrice === null || isBooked(boat, held)) return null;
  return buildQuote({
    dateStart: charter.dateStart,
    dateEnd: charter.dateEnd,
    listPrice,
    discount: boatDiscount(boat, { ...held, nights: charterNights(charter.dateStart, charter.dateEnd), today: dayNumber(today) }),
    obligatoryExtras: obligatoryExtrasOf(boat, locale),
  });
}
