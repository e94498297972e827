import type { LanguageCode } from '../../contract/languages';
import { isSlug } from '../../contract/slug';
import { MAX_PAGE } from '../../contract/yacht-search';
import { destinationsKey } from '../../api/destinations';
import { countryYachtsKey } from '../../api/country-yachts';
import { sailingGuideKey } from '../../api/sailing-guide';
import { itinerariesKey } from '../../api/itineraries';

// A country page's data (P1, S2): its destinations and bases (from the destinations list), a page of
// its boats, its sailing guide (season, winds, airports) and the voyages that start there. The loader and the page read the URL with countryInput and ask for the same keys.

export interface CountryInput {
  /** null when the path cannot name a country (the page is then a 404, never a 400 from the API). */
  slug: string | null;
  page: number;
}

/** `?page=` as a page number; anything else is the first page. */
function pageOf(value: string | null): number {
  const n = /^\d{1,6}$/.test(value ?? '') ? Number(value) : 1;
  return n >= 1 && n <= MAX_PAGE ? n : 1;
}

export function countryInput(params: Record<string, string | undefined>, search: URLSearchParams): CountryInput {
  const slug = (params.country ?? '').toLowerCase();
  return { slug: isSlug(slug, 80) ? slug : null, page: pageOf(search.get('page')) };
}

export const countryKeys = (slug: string, page: number, lang: LanguageCode) => ({
  destinations: destinationsKey(lang),
  boats: countryYachtsKey(lang, slug, page),
  guide: sailingGuideKey(slug),
  voyages: itinerariesKey(lang, slug),
});

/** S7: the countries with their own search-engine keyword lists (content.json `keywords`). */
export const KEYWORD_COUNTRIES: readonly string[] = ['croatia', 'spain', 'italy', 'greece', 'turkey'];
