import type { FavoriteYacht } from '../../contract/account-api';
import type { CardView } from '../../api/card-view';

// F1: the favourites of a visitor who is not logged in, kept in the browser with the fields of §3's
// wishlist item (plus the type slug, which R11's boat link needs). Pure rules here; the store that
// keeps them is src/features/favorites/favorites-store.ts. It runs on every page, so it checks stored items by hand instead
// of with zod (which would add ~30 KB to every page's first load).

export interface FavoriteItem {
  yachtName: string;
  yachtSlug: string;
  yachtTypeSlug: string;
  yachtCountryShort: string;
  yachtModelName: string;
  yachtMainImage: { '400': string; '800': string; original: string };
  yachtYear: number;
  yachtMaxPeople: number;
  baseName: string;
  baseCity: string;
  /** §3: the text 'null' when the boat has no base. */
  baseSlug: string;
}

const TEXT_FIELDS = [
  'yachtName',
  'yachtSlug',
  'yachtTypeSlug',
  'yachtCountryShort',
  'yachtModelName',
  'baseName',
  'baseCity',
  'baseSlug',
] as const;
const MAX_TEXT = 200;

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_TEXT;

function asItem(entry: unknown): FavoriteItem | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const e = entry as Record<string, unknown>;
  if (!TEXT_FIELDS.every((f) => isText(e[f])) || e.yachtSlug === '') return null;
  if (!Number.isInteger(e.yachtYear) || !Number.isInteger(e.yachtMaxPeople)) return null;
  const image = e.yachtMainImage as Record<string, unknown> | null;
  if (typeof image !== 'object' || image === null || !isText(image['400']) || !isText(image['800']) || !isText(image.original)) return null;
  const item = Object.fromEntries(TEXT_FIELDS.map((f) => [f, e[f]])) as Omit<
    FavoriteItem,
    'yachtMainImage' | 'yachtYear' | 'yachtMaxPeople'
  >;
  return {
    ...item,
    yachtMainImage: { '400': image['400'], '800': image['800'], original: image.original },
    yachtYear: e.yachtYear as number,
    yachtMaxPeople: e.yachtMaxPeople as number,
  };
}

/** A local favourites is small; more than this is someone else's data in our storage key. */
export const WISHLIST_MAX = 200;

/** F1: toggling adds the boat when absent and removes it when present. */
export function toggleItem(items: readonly FavoriteItem[], item: FavoriteItem): FavoriteItem[] {
  return items.some((i) => i.yachtSlug === item.yachtSlug) ? items.filter((i) => i.yachtSlug !== item.yachtSlug) : [...items, item];
}

/** What local storage holds, with anything unreadable dropped (it is the visitor's, and may be edited). */
export function parseStoredFavorites(text: string | null): FavoriteItem[] {
  if (!text) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const items: FavoriteItem[] = [];
  for (const entry of data.slice(0, WISHLIST_MAX)) {
    const item = asItem(entry);
    if (item && !seen.has(item.yachtSlug)) {
      seen.add(item.yachtSlug);
      items.push(item);
    }
  }
  return items;
}

export function favoriteItemOf(
  boat: Pick<CardView, 'name' | 'slug' | 'type' | 'country' | 'model' | 'mainImageUrls' | 'year' | 'max_people' | 'base'>,
): FavoriteItem {
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

/** An account's favourite (GET /profile) in the favourites' shape. */
export function itemOfFavorite(f: FavoriteYacht): FavoriteItem {
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
