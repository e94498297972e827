import type { LanguageCode } from '../../contract/languages';
import { isSlug } from '../../contract/slug';

// The special offer page's data: the item named by the path (GET /offers/{locale}/{slug}). The slug is checked
// first, so a path that can name no special offer is the page's 404 without asking the API.
export const offerSlug = (params: Record<string, string | undefined>): string | null => {
  const slug = params.id ?? '';
  return isSlug(slug) ? slug : null;
};

export const offerKey = (slug: string, lang: LanguageCode) => `/offers/${lang}/${slug}`;
