import type { Quote } from '../contract/catalog-api';
import type { YachtCard } from '../contract/yacht-list-api';

// What a boat card (src/components/yacht-card.tsx) shows or needs of a list's boat: its text, picture,
// link (type slug), map pin (base coordinates), wishlist item (F1: base slug, country code, the three
// picture sizes) and, with dates, the lines of its price (C6). Lists the document hydrates with hold
// cards in this shape; a whole YachtCard fits it too.

export type CardQuote = Pick<
  Quote,
  'nights' | 'list_price' | 'discount_percent' | 'price' | 'extras_total_now' | 'payable_at_base_total' | 'total'
>;

export interface CardView extends Pick<
  YachtCard,
  | 'id'
  | 'slug'
  | 'name'
  | 'year'
  | 'length_m'
  | 'cabins'
  | 'berths'
  | 'heads'
  | 'max_people'
  | 'mainImageUrls'
  | 'rating'
  | 'reviews_count'
  | 'price_from'
> {
  type: Pick<YachtCard['type'], 'slug' | 'name'>;
  model: Pick<YachtCard['model'], 'name'>;
  shipyard: Pick<YachtCard['shipyard'], 'name'>;
  base: Pick<YachtCard['base'], 'slug' | 'name' | 'city' | 'lat' | 'lng'>;
  country: Pick<YachtCard['country'], 'code' | 'name'>;
  quote: CardQuote | null;
}

const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;

const CARD_KEYS = [
  'id',
  'slug',
  'name',
  'year',
  'length_m',
  'cabins',
  'berths',
  'heads',
  'max_people',
  'mainImageUrls',
  'rating',
  'reviews_count',
  'price_from',
] as const;
const QUOTE_KEYS = ['nights', 'list_price', 'discount_percent', 'price', 'extras_total_now', 'payable_at_base_total', 'total'] as const;

export function cardView(boat: YachtCard): CardView {
  return {
    ...pick(boat, CARD_KEYS),
    type: pick(boat.type, ['slug', 'name']),
    model: pick(boat.model, ['name']),
    shipyard: pick(boat.shipyard, ['name']),
    base: pick(boat.base, ['slug', 'name', 'city', 'lat', 'lng']),
    country: pick(boat.country, ['code', 'name']),
    quote: boat.quote && pick(boat.quote, QUOTE_KEYS),
  };
}
