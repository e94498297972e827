import type { LanguageCode } from '../../contract/languages';

// The news article page's data: the item its path names (GET /news/{locale}/{slug}).
export const articleKey = (slug: string, lang: LanguageCode) => `/news/${lang}/${slug}`;
