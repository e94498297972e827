import type { i18n as I18n } from 'i18next';
import { isLanguageCode, languageOf } from '../contract/languages';

// i18next chooses a count's plural form (`_one`, `_few`, `_many`…) by Intl.PluralRules of the language
// code it is given. The site's code for Ukrainian is `ua` (its URL prefix), which Intl does not know: it
// answered with English's rules (one, other), so "5 ночей" was written "5 ночі". Here the rules are those of
// each site language's BCP 47 tag (`ua` → `uk-UA`), for every i18next instance the site makes.
export function withSitePluralRules<T extends I18n>(instance: T): T {
  const resolver = instance.services.pluralResolver as { getRule(code: string, options?: object): Intl.PluralRules | undefined };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(isLanguageCode(code) ? languageOf(code).tag : code, options);
  return instance;
}
