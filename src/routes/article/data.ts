import type { LanguageCode } from '../../contract/languages';
import { isSlug } from '../../contract/slug';

// The news article page's data: the item named by the path (GET /news/{locale}/{slug}). The slug is checked
// first, so a path that can name no news article is the page's 404 without asking the API.
export const articleSlug = (params: Record<string, string | undefined>): string | null => {
  const slug = params.newstemplate ?? '';
  return isSlug(slug) ? slug : null;
};

export const articleKey = (slug: string, lang: LanguageCode) => `/news/${lang}/${slug}`;
