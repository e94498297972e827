import type { YachtDetail } from '../../api/yacht';
import type { PeriodPrice } from '../../api/yacht-period-prices';
import type { Quote } from '../../api/yacht-quote';
import { CURRENCY } from '../../contract/price-rules';

// S5: what search engines read about a boat page: a Product (brand, model, images, the price as an
// Offer for chosen dates or an AggregateOffer over the season, and the rating when there are reviews)
// and the BreadcrumbList home → search → country → boat.

export interface JsonLdInput {
  boat: YachtDetail;
  periods: readonly PeriodPrice[];
  quote: Quote | undefined;
  /** Absolute URL of the page. */
  url: string;
  siteUrl: string;
  lang: string;
  crumbs: { home: string; search: string };
}

const absolute = (siteUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl}${path}`);

function offersOf({ boat, periods, quote, url }: JsonLdInput): Record<string, unknown> | undefined {
  const availability = 'https://schema.org/InStock';
  if (quote) return { '@type': 'Offer', price: quote.total, priceCurrency: quote.currency, availability, url };
  const weekly = periods.map((p) => p.price_per_week);
  const low = boat.price_from ?? (weekly.length ? Math.min(...weekly) : null);
  if (low === null) return undefined;
  return {
    '@type': 'AggregateOffer',
    lowPrice: low,
    highPrice: weekly.length ? Math.max(low, ...weekly) : low,
    priceCurrency: CURRENCY,
    offerCount: Math.max(weekly.length, 1),
    availability,
    url,
  };
}

export function boatJsonLd(input: JsonLdInput): unknown[] {
  const { boat, url, siteUrl, lang, crumbs } = input;
  const offers = offersOf(input);
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: boat.name,
    description: boat.description || `${boat.model.name}, ${boat.base.name}`,
    sku: boat.slug,
    url,
    image: boat.images.map((i) => absolute(siteUrl, i['800'])),
    brand: { '@type': 'Brand', name: boat.shipyard.name },
    model: boat.model.name,
    category: boat.type.name,
    ...(offers && { offers }),
    ...(boat.rating !== null &&
      boat.reviews_count > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: boat.rating,
          reviewCount: boat.reviews_count,
          bestRating: 5,
          worstRating: 1,
        },
      }),
  };
  const trail = [
    [crumbs.home, `${siteUrl}/${lang}`],
    [crumbs.search, `${siteUrl}/${lang}/search`],
    [boat.country.name, `${siteUrl}/${lang}/discover/${boat.country.slug}`],
    [boat.name, url],
  ] as const;
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, item], i) => ({ '@type': 'ListItem', position: i + 1, name, item })),
  };
  return [product, breadcrumbs];
}

/** JSON for a script element: `<` escaped so no text in it can close the script (S2's rule). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
