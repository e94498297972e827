import type { LanguageCode } from '../../contract/languages';

// The crew list's data (P1): every crew member (GET /crew/{locale}); the page filters them by the query.
export const crewListKey = (lang: LanguageCode) => `/crew/${lang}`;
