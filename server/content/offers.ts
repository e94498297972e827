import type { Offer, OfferResponse, OffersQuery, OffersResponse } from '../../src/contract/content-api';
import type { LanguageCode } from '../../src/contract/languages';
import { isoDateOf } from '../../src/contract/iso-date';
import type { ApiContext } from '../api/endpoint';
import { quoteYacht } from '../catalog/quote';
import type { Database } from '../db/client';
import { notFound } from '../http-error';
import { findOffer, listOffers } from './offers-store';
import { paginate, queryPairs } from '../api/pagination';
import { toYachtCard, type YachtCardRow } from './yacht-card';

// Offers with their price: the quote for exactly the offer's dates, list price against the discounted
// price, computed by the same rules as a booking (server/catalog/quote.ts), so the card shows what the
// customer will pay.

type OfferRow = YachtCardRow & {
  yachtId: number;
  slug: string;
  title: string;
  translated: boolean;
  featured: boolean;
  discountPercent: number;
  dateStart: string;
  dateEnd: string;
};

async function toOffer(db: Database, row: OfferRow, today: string, locale: LanguageCode): Promise<Offer> {
  const quote = await quoteYacht(db, row.yachtId, row.dateStart, row.dateEnd, today, locale);
  return {
    slug: row.slug,
    title: row.title,
    translated: row.translated,
    featured: row.featured,
    discount_percent: row.discountPercent,
    date_start: row.dateStart,
    date_end: row.dateEnd,
    yacht: toYachtCard(row),
    price: quote ? { list_price: quote.list_price, price: quote.price, currency: quote.currency } : null,
  };
}

export async function offersPage(ctx: ApiContext, locale: LanguageCode, query: OffersQuery): Promise<OffersResponse> {
  const today = isoDateOf(ctx.now());
  const { total, rows } = await listOffers(ctx.db, locale, today, {
    page: query.page,
    perPage: query.per_page,
    destination: query.destination,
    featured: query.featured,
  });
  const data = await Promise.all(rows.map((row) => toOffer(ctx.db, row, today, locale)));
  return { ...paginate(`/api/offers/${locale}`, queryPairs(query), query.page, query.per_page, total, data.length), data };
}

export async function offerBySlug(ctx: ApiContext, locale: LanguageCode, slug: string): Promise<OfferResponse> {
  const row = await findOffer(ctx.db, locale, slug);
  if (!row) throw notFound('The offer was not found');
  const today = isoDateOf(ctx.now());
  return { data: await toOffer(ctx.db, row, today, locale), expired: row.dateStart < today || row.bookedOver };
}
