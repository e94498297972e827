import type { LanguageCode } from '../../src/contract/languages';
import type { Quote } from '../../src/contract/catalog-api';
import type { YachtCard } from '../../src/contract/yacht-list-api';
import { imageUrls } from '../media/image-urls';
import type { YachtCardRow } from './catalog-data';
import type { CatalogModel } from './model/catalog-model';
import { cardRows } from './model/model-cards';
import { capitaliseWords } from './yacht-types';
import { feetOf } from '../../src/lib/format';

// The one boat card of the API (lists, a boat's similar boats, offers, bookings) and its one mapper.

export function toYachtCard(row: YachtCardRow, locale: LanguageCode, quote: Quote | null): YachtCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: { id: row.type_id, slug: row.type_slug, name: capitaliseWords(row.type_name, locale) },
    model: { id: row.model_id, name: row.model_name },
    shipyard: { id: row.shipyard_id, name: row.shipyard_name },
    year: row.year,
    length_m: row.length_m,
    length_ft: feetOf(row.length_m),
    beam_m: row.beam_m,
    cabins: row.cabins,
    berths: row.berths,
    heads: row.heads,
    max_people: row.max_people,
    main_sail_type: row.main_sail_type,
    main_sail_name: row.main_sail_name,
    products: row.products,
    base: { id: row.base_id, slug: row.base_slug, name: row.base_name, city: row.base_city, lat: row.base_lat, lng: row.base_lng },
    country: { code: row.country_code, slug: row.country_slug, name: row.country_name },
    // A boat without images shows the default image (the media route answers it for any unknown key).
    mainImageUrls: imageUrls('yachts', row.main_image ?? 'default'),
    images_count: row.images_count,
    rating: row.rating,
    reviews_count: row.reviews_count,
    price_from: row.price_from,
    quote,
  };
}

/** The cards of these boats (without dates), by id: for offers and bookings, which show the boat beside their own data. */
export async function yachtCardsById(
  catalog: CatalogModel,
  ids: number[],
  locale: LanguageCode,
  today: string,
): Promise<Map<number, YachtCard>> {
  const rows = cardRows(await catalog.current(), [...new Set(ids)], locale, today);
  return new Map(rows.map((row) => [row.id, toYachtCard(row, locale, null)]));
}
