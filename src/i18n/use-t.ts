import { createContext, useContext } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../contract/languages';

// react-i18next's useTranslation copies the whole i18n instance on every call, and i18next's getFixedT
// spreads all its options on every translation; with a dozen components and ~60 texts per page that
// was a third of the server's render time (docs/benchmarks.md). The language root calls
// useTranslation once and shares the instance here; components take a `t` bound to a language and a
// namespace, made once per (instance, language, namespace), that calls i18n.t directly.
export interface TranslationState {
  i18n: I18n | null;
  lang: LanguageCode;
}

export const TranslationContext = createContext<TranslationState>({ i18n: null, lang: DEFAULT_LANGUAGE });

const fixed = new WeakMap<I18n, Map<string, TFunction>>();

function fixedT(i18n: I18n, lang: string, ns: string): TFunction {
  let byKey = fixed.get(i18n);
  if (!byKey) {
    byKey = new Map();
    fixed.set(i18n, byKey);
  }
  const key = `${lang}|${ns}`;
  let t = byKey.get(key);
  if (!t) {
    const bound = { lng: lang, ns };
    t = ((k: string, options?: Record<string, unknown>) => i18n.t(k, options ? { ...options, ...bound } : bound)) as TFunction;
    byKey.set(key, t);
  }
  return t;
}

export function useT(ns = 'common'): TFunction {
  const { i18n, lang } = useContext(TranslationContext);
  if (!i18n) throw new Error('useT outside the language root');
  return fixedT(i18n, lang, ns);
}
