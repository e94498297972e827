import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/contract/languages';
import { withSitePluralRules } from '../../src/i18n/plural-rules';
import { LOCALES_DIR } from '../i18n';

// The texts of one locale namespace for mails written on the server, in any of the 12 languages: one
// i18next instance per namespace holding only it, made on first use (mails are rare; pages never need it).

const translators = new Map<string, Promise<(lang: LanguageCode) => TFunction>>();

export function namespaceTexts(ns: string): Promise<(lang: LanguageCode) => TFunction> {
  let translator = translators.get(ns);
  if (!translator) {
    translator = (async () => {
      const resources = Object.fromEntries(
        LANGUAGE_CODES.map((lng) => [lng, { [ns]: JSON.parse(readFileSync(join(LOCALES_DIR, lng, `${ns}.json`), 'utf8')) as object }]),
      );
      const instance = i18next.createInstance();
      await instance.init({ resources, ns: [ns], defaultNS: ns, fallbackLng: 'en', interpolation: { escapeValue: false } });
      withSitePluralRules(instance);
      return (lang: LanguageCode) => instance.getFixedT(lang, ns);
    })();
    translators.set(ns, translator);
  }
  return translator;
}
