import type { InitOptions } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../contract/languages';

// Options shared by the server's i18next instance and the browser's, so both render the same text.
export const i18nOptions: InitOptions = {
  supportedLngs: [...LANGUAGE_CODES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  ns: ['common'],
  load: 'currentOnly',
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  react: { useSuspense: true },
};
