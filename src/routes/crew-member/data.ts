import type { LanguageCode } from '../../contract/languages';

// The crew member page's data: the item its path names (GET /crew/{locale}/{slug}).
export const crewMemberKey = (slug: string, lang: LanguageCode) => `/crew/${lang}/${slug}`;
