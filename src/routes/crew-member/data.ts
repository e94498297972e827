import type { LanguageCode } from '../../contract/languages';
import { isSlug } from '../../contract/slug';

// The crew member page's data: the item named by the path (GET /crew/{locale}/{slug}). The slug is checked
// first, so a path that can name no crew member is the page's 404 without asking the API.
export const crewMemberSlug = (params: Record<string, string | undefined>): string | null => {
  const slug = params.memberSlug ?? '';
  return isSlug(slug) ? slug : null;
};

export const crewMemberKey = (slug: string, lang: LanguageCode) => `/crew/${lang}/${slug}`;
