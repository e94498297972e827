import type { LanguageCode } from '../../contract/languages';
import { isSlug } from '../../contract/slug';

// The itinerary page's data: the item named by the path (GET /itineraries/{locale}/{slug}). The slug is checked
// first, so a path that can name no itinerary is the page's 404 without asking the API.
export const voyageSlug = (params: Record<string, string | undefined>): string | null => {
  const slug = params.itinerarySlug ?? '';
  return isSlug(slug) ? slug : null;
};

export const voyageKey = (slug: string, lang: LanguageCode) => `/itineraries/${lang}/${slug}`;
