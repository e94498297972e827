import useSWR from 'swr';
import type { NewsArticleResponse } from '../contract/content-api';
import { newsArticleEndpoint } from '../contract/content-endpoints';
import { keyOf } from '../contract/endpoint';
import type { LanguageCode } from '../contract/languages';
import { itemOf } from './item-answer';

// GET /news/{locale}/{slug} (P1, P2): one article with the languages it is written in.

export const newsArticleKey = (slug: string, lang: LanguageCode) => keyOf(newsArticleEndpoint, { params: { locale: lang, slug } });

/** null slug: the path names no article (nothing is asked). */
export function useNewsArticle(slug: string | null, lang: LanguageCode): { article: NewsArticleResponse | undefined; error: unknown } {
  const { data, error } = useSWR<NewsArticleResponse>(slug ? newsArticleKey(slug, lang) : null);
  return { article: itemOf(data), error };
}
