import { z } from 'zod';
import { imageUrlsSchema } from '../contract/catalog-api';
import type { FavoriteYacht } from '../contract/account-api';
import type { YachtCard } from '../contract/yacht-list-api';

// F1: the wishlist of a visitor who is not logged in, kept in the browser with the fields of §3's
// wishlist item (plus the type slug, which R11's boat link needs). Pure rules here; the store that
// keeps them is src/lib/wishlist.ts.

export const wishlistItemSchema = z.object({
  yachtName: z.string().max(200),
  yachtSlug: z.string().min(1).max(200),
  yachtTypeSlug: z.string().max(100),
  yachtCountryShort: z.string().max(10),
  yachtModelName: z.string().max(200),
  yachtMainImage: imageUrlsSchema,
  yachtYear: z.number().int(),
  yachtMaxPeople: z.number().int(),
  baseName: z.string().max(200),
  baseCity: z.string().max(200),
  /** §3: the text 'null' when the boat has no base. */
  baseSlug: z.string().max(200),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** A local wishlist is small; more than this is someone else's data in our storage key. */
export const WISHLIST_MAX = 200;

/** F1: toggling adds the boat when absent and removes it when present. */
export function toggleItem(items: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  return items.some((i) => i.yachtSlug === item.yachtSlug) ? items.filter((i) => i.yachtSlug !== item.yachtSlug) : [...items, item];
}

/** What local storage holds, with anything unreadable dropped (it is the visitor's, and may be edited). */
export function parseStoredWishlist(text: string | null): WishlistItem[] {
  if (!text) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const items: WishlistItem[] = [];
  for (const entry of data.slice(0, WISHLIST_MAX)) {
    const parsed = wishlistItemSchema.safeParse(entry);
    if (parsed.success && !seen.has(parsed.data.yachtSlug)) {
      seen.add(parsed.data.yachtSlug);
      items.push(parsed.data);
    }
  }
  return items;
}

export function wishlistItemOf(boat: Pick<YachtCard, 'name' | 'slug' | 'type' | 'country' | 'model' | 'mainImageUrls' | 'year' | 'max_people' | 'base'>): WishlistItem {
  return {
    yachtName: boat.name,
    yachtSlug: boat.slug,
    yachtTypeSlug: boat.type.slug,
    yachtCountryShort: boat.country.code,
    yachtModelName: boat.model.name,
    yachtMainImage: boat.mainImageUrls,
    yachtYear: boat.year,
    yachtMaxPeople: boat.max_people,
    baseName: boat.base.name,
    baseCity: boat.base.city,
    baseSlug: boat.base.slug || 'null',
  };
}

/** An account's favourite (GET /profile) in the wishlist's shape. */
export function itemOfFavorite(f: FavoriteYacht): WishlistItem {
  return {
    yachtName: f.name,
    yachtSlug: f.slug,
    yachtTypeSlug: f.type_slug,
    yachtCountryShort: f.country_short,
    yachtModelName: f.model,
    yachtMainImage: f.mainImageUrls,
    yachtYear: f.year,
    yachtMaxPeople: f.max_people,
    baseName: f.base_name,
    baseCity: f.base_city,
    baseSlug: f.base_slug || 'null',
  };
}
