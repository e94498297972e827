import type { LanguageCode } from '../../contract/languages';

// The news list's data (P1): which page of articles, newest first (src/api/news.ts: GET /news/{locale}), the URL asks for.
export const NEWS_PER_PAGE = 4;

/** `?page=` as a page number; anything else is the first page. */
export function newsPageOf(search: URLSearchParams): number {
  const value = search.get('page') ?? '';
  const n = /^\d{1,5}$/.test(value) ? Number(value) : 1;
  return n >= 1 ? n : 1;
}

export const newsPagePath = (page: number, lang: LanguageCode) => `/${lang}/latestnews${page > 1 ? `?page=${page}` : ''}`;
