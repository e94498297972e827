import type { Quote } from '../contract/catalog-api';
import type { YachtCard } from '../contract/yacht-list-api';

// What a boat card (src/components/yacht-card.tsx) shows or needs of a list's boat: its text, picture,
// link (type slug), map pin (base coordinates), wishlist item (F1: base slug, country code, the three
// picture sizes) and, with dates, the lines of its price (C6). Lists the document hydrates with hold
// cards in this shape; a whole YachtCard fits it too.

export type CardQuote = Pick<Quote, 'nights' | 'list_price' | 'discount_percent' | 'price' | 'extras_total_now' | 'payable_at_base_total' | 'total'>;

export interface CardView
  extends Pick<YachtCard, 'id' | 'slug' | 'name' | 'year' | 'length_m' | 'cabins' | 'berths' | 'heads' | 'max_people' | 'mainImageUrls' | 'rating' | 'reviews_count' | 'price_from'> {
  type: Pick<YachtCard['type'], 'slug' | 'name'>;
  model: Pick<YachtCard['model'], 'name'>;
  shipyard: Pick<YachtCard['shipyard'], 'name'>;
  base: Pick<YachtCard['base'], 'slug' | 'name' | 'city' | 'lat' | 'lng'>;
  country: Pick<YachtCard['country'], 'code' | 'name'>;
  quote: CardQuote | null;
}

export function cardView(boat: YachtCard): CardView {
  const { quote, base, country } = boat;
  return {
    id: boat.id,
    slug: boat.slug,
    name: boat.name,
    type: { slug: boat.type.slug, name: boat.type.name },
    model: { name: boat.model.name },
    shipyard: { name: boat.shipyard.name },
    year: boat.year,
    length_m: boat.length_m,
    cabins: boat.cabins,
    berths: boat.berths,
    heads: boat.heads,
    max_people: boat.max_people,
    base: { slug: base.slug, name: base.name, city: base.city, lat: base.lat, lng: base.lng },
    country: { code: country.code, name: country.name },
    mainImageUrls: boat.mainImageUrls,
    rating: boat.rating,
    reviews_count: boat.reviews_count,
    price_from: boat.price_from,
    quote: quote && {
      nights: quote.nights,
      list_price: quote.list_price,
      discount_percent: quote.discount_percent,
      price: quote.price,
      extras_total_now: quote.extras_total_now,
      payable_at_base_total: quote.payable_at_base_total,
      total: quote.total,
    },
  };
}
