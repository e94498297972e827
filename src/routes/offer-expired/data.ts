import type { LanguageCode } from '../../contract/languages';
import type { Offer } from '../../contract/content-api';
import { slugOf } from '../../contract/slug';
import { EMPTY_SEARCH } from '../../contract/yacht-search';
import { yachtListKey } from '../../api/yacht-list';

// The expired-offer notice's data (P1): the offers that can be booked now and, when the link named the
// expired offer (`?offer=`), boats like its boat: the same type in the same country.
export const CURRENT_OFFERS = 6;
const SIMILAR_BOATS = 4;

export const expiredOfferSlug = (search: URLSearchParams): string | null => slugOf(search.get('offer') ?? undefined);
export const similarBoatsKey = (offer: Offer, lang: LanguageCode) =>
  yachtListKey(
    { ...EMPTY_SEARCH, countries: [offer.yacht.country.slug], types: { ids: [offer.yacht.type.id], slugs: [] }, perPage: SIMILAR_BOATS },
    lang,
  );
