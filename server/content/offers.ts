import type { Offer, OfferResponse, OffersQuery, OffersResponse } from '../../src/contract/content-api';
import type { LanguageCode } from '../../src/contract/languages';
import { isoDateOf } from '../../src/contract/iso-date';
import type { ApiContext } from '../api/endpoint';
import type { Quote } from '../../src/contract/catalog-api';
import type { CatalogModel } from '../catalog/model/catalog-model';
import { quoteInModel } from '../catalog/model/model-quote';
import { notFound } from '../http-error';
import { findOffer } from './offers-store';
import { listOffersInModel, type OfferRow } from '../catalog/model/model-offers';
import { paginate, queryPairs } from '../api/pagination';
import { yachtCardsById } from '../catalog/yacht-card';
import { writtenIn } from './localized';
import type { YachtCard } from '../../src/contract/yacht-list-api';

// Offers with their price: the quote for exactly the offer's dates, list price against the discounted
// price, computed by the same rules as a booking (server/catalog/model/model-quote.ts), so the card shows
// what the customer will pay.

/** The offers with their boats' cards, each card priced for its offer's dates. */
async function toOffers(catalog: CatalogModel, rows: OfferRow[], today: string, locale: LanguageCode): Promise<Offer[]> {
  const cards = await yachtCardsById(
    catalog,
    rows.map((row) => row.yachtId),
    locale,
    today,
  );
  const state = await catalog.current();
  return rows.map((row) => toOffer(row, cards.get(row.yachtId)!, quoteInModel(state, row, today, locale)));
}

function toOffer(row: OfferRow, card: YachtCard, quote: Quote | null): Offer {
  return {
    slug: row.slug,
    title: row.title,
    translated: row.translated,
    featured: row.featured,
    discount_percent: row.discountPercent,
    date_start: row.dateStart,
    date_end: row.dateEnd,
    yacht: { ...card, quote },
    price: quote ? { list_price: quote.list_price, price: quote.price, currency: quote.currency } : null,
  };
}

export async function offersPage(ctx: ApiContext, locale: LanguageCode, query: OffersQuery): Promise<OffersResponse> {
  const today = isoDateOf(ctx.now());
  const { total, rows } = listOffersInModel(await ctx.catalog.current(), locale, today, {
    page: query.page,
    perPage: query.per_page,
    destination: query.destination,
    featured: query.featured,
    dateFrom: query.date_from,
    dateTo: query.date_to,
  });
  const data = await toOffers(ctx.catalog, rows, today, locale);
  return { ...paginate(`/api/offers/${locale}`, queryPairs(query), query.page, query.per_page, total, data.length), data };
}

export async function offerBySlug(ctx: ApiContext, locale: LanguageCode, slug: string): Promise<OfferResponse> {
  const row = await findOffer(ctx.db, locale, slug);
  // An offer of an unpublished boat (issue 27) is not on the site, as its boat is not.
  if (!row || !(await ctx.catalog.current()).boats.has(row.yachtId)) throw notFound('The offer was not found');
  const today = isoDateOf(ctx.now());
  const [offer] = await toOffers(ctx.catalog, [row], today, locale);
  const expiredBecause = row.dateStart < today ? 'past' : row.bookedOver ? 'booked' : null;
  return { data: offer!, expired: expiredBecause !== null, expired_because: expiredBecause, text_languages: writtenIn(row.textLanguages) };
}
