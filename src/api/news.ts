import useSWR from 'swr';
import type { NewsListResponse } from '../contract/content-api';
import { newsListEndpoint } from '../contract/content-endpoints';
import { keyOf } from '../contract/endpoint';
import type { LanguageCode } from '../contract/languages';

// GET /news/{locale}?page=&per_page= (P1): one page of published articles, newest first (the news page).

export const newsListKey = (lang: LanguageCode, page: number, perPage: number) =>
  keyOf(newsListEndpoint, { params: { locale: lang }, query: { page: String(page), per_page: String(perPage) } });

/** Keeps a malformed answer from breaking the page: a page without a list of articles is none. */
const newsListOf = (data: unknown): NewsListResponse | undefined => {
  const list = data as Partial<NewsListResponse> | null | undefined;
  return list && Array.isArray(list.data) && typeof list.last_page === 'number' ? (list as NewsListResponse) : undefined;
};

export function useNewsList(lang: LanguageCode, page: number, perPage: number): NewsListResponse | undefined {
  return newsListOf(useSWR<NewsListResponse>(newsListKey(lang, page, perPage)).data);
}
