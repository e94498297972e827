import type { LanguageCode } from '../../contract/languages';

// The FAQ page's URLs (I1): the data is GET /faq/{locale} (src/api/faq.ts); each tab is also a plain link,
// /{lang}/faq?tab={category}, which renders that panel on the server (no JavaScript needed); the script
// loads a panel that is still empty from /{lang}/faq/panel/{category} (an HTML fragment) on first open.

const TAB_PARAM = 'tab';

export const faqTabHref = (lang: LanguageCode, category: string) => `/${lang}/faq?${TAB_PARAM}=${encodeURIComponent(category)}`;

export const faqPanelPath = (lang: LanguageCode, category: string) => `/${lang}/faq/panel/${encodeURIComponent(category)}`;

/** The tab a URL opens: its `?tab` when that is a category, else the first. */
export function openTab(categories: readonly string[], search: URLSearchParams): string | undefined {
  const asked = search.get(TAB_PARAM);
  return asked !== null && categories.includes(asked) ? asked : categories[0];
}

/** Ids of a tab and its panel (categories are slugs: safe in an id). */
export const tabId = (category: string) => `faq-tab-${category}`;
export const panelId = (category: string) => `faq-panel-${category}`;
