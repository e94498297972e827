import useSWR from 'swr';
import type { FaqResponse } from '../contract/content-api';
import type { LanguageCode } from '../contract/languages';
import { faqEndpoint } from '../contract/content-endpoints';
import { keyOf } from '../contract/endpoint';

// GET /faq/{locale} (P1): every question by category, with the languages all of them are written in (P2).
// The FAQ page's loader fetches it on the server (S2); the panel route renders its fragments from it.

export type FaqCategory = FaqResponse['data'][number];
export type FaqEntry = FaqCategory['entries'][number];

export const faqKey = (lang: LanguageCode) => keyOf(faqEndpoint, { params: { locale: lang } });

export function useFaq(lang: LanguageCode): FaqResponse | undefined {
  const { data } = useSWR<FaqResponse>(faqKey(lang));
  return data && Array.isArray(data.data) ? data : undefined;
}
