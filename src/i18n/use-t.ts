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

// The server gives every request its own i18n instance (i18next-http-middleware clones it), but the
// clones share one resource store: the templates found are kept per store, so a request does not look
// up again a text an earlier one used. A bundle added to the store (a namespace loaded in the browser)
// empties what the store's texts were remembered as.
const templatesByStore = new WeakMap<I18n['store'], Map<string, StoreTexts>>();

interface StoreTexts {
  templates: Map<string, string | null>;
  /** Whether a key has plural forms (`key_one`, `key_other`…) in this language. */
  plurals: Map<string, boolean>;
}

function storeTexts(i18n: I18n, lang: string, ns: string): StoreTexts {
  const store = i18n.store;
  let byLangNs = templatesByStore.get(store);
  if (!byLangNs) {
    byLangNs = new Map();
    templatesByStore.set(store, byLangNs);
    const known = byLangNs;
    store.on('added', () => known.forEach((texts) => (texts.templates.clear(), texts.plurals.clear())));
  }
  const key = `${lang}|${ns}`;
  let texts = byLangNs.get(key);
  if (!texts) {
    texts = { templates: new Map(), plurals: new Map() };
    byLangNs.set(key, texts);
  }
  return texts;
}

// A text with plain {{name}} placeholders only: nothing i18next does to it beyond putting the values in
// (escapeValue is off, src/i18n/i18n-options.ts). Anything else (nesting, formats, unescaped markers)
// takes i18next's own path.
const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const PLAIN = /^(?:[^{$]|\{(?!\{)|\$(?!t\()|\{\{\w+\}\})*$/;
// Options i18next reads itself (context, fallbacks...): with any of them, i18next answers. A count is one
// only for a text with plural forms: without them, i18next fills it in as any other value.
const OWN_OPTIONS = new Set([
  'context',
  'defaultValue',
  'returnObjects',
  'lng',
  'lngs',
  'ns',
  'fallbackLng',
  'ordinal',
  'replace',
  'interpolation',
  'keyPrefix',
  'postProcess',
  'joinArrays',
]);
// The suffixes i18next tries for a number given as `count` (pluralSeparator "_", Intl.PluralRules' categories).
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * i18n.t bound to a language and namespace, with issue 15's shortcut: a page renders a few hundred texts,
 * and i18next's general path (key resolution, plural and nesting checks, its option spread) was a sixth of
 * the server's render time. A text this language has, with plain placeholders whose values are all given,
 * is filled in here; every other call (a missing text, a fallback language, special options) goes to
 * i18next. `fast-t.test.ts` holds the two to the same answer for every text of every language.
 */
export function boundT(i18n: I18n, lang: string, ns: string): TFunction {
  const bound = { lng: lang, ns };
  const slow = (k: string, options?: Record<string, unknown>) => i18n.t(k, options ? { ...options, ...bound } : bound);
  const { templates, plurals } = storeTexts(i18n, lang, ns);
  const hasPlurals = (k: string) => {
    let has = plurals.get(k);
    if (has === undefined) {
      has = PLURAL_FORMS.some((form) => i18n.getResource(lang, ns, `${k}_${form}`) !== undefined);
      plurals.set(k, has);
    }
    return has;
  };
  const fast = (k: string, options?: Record<string, unknown>): string => {
    let template = templates.get(k);
    if (template === undefined) {
      const raw: unknown = k.includes(':') ? undefined : i18n.getResource(lang, ns, k);
      // Not loaded yet (a namespace on its way), or this language lacks it: ask i18next, remember nothing.
      if (typeof raw !== 'string') return slow(k, options) as string;
      template = PLAIN.test(raw) ? raw : null;
      templates.set(k, template);
    }
    if (template === null) return slow(k, options) as string;
    if (!template.includes('{{')) return template;
    if (!options) return slow(k, options) as string;
    for (const name in options) if (OWN_OPTIONS.has(name)) return slow(k, options) as string;
    // i18next picks a plural form for any count but a string.
    if (options.count !== undefined && typeof options.count !== 'string' && hasPlurals(k)) return slow(k, options) as string;
    let missing = false;
    const text = template.replace(PLACEHOLDER, (_, name: string) => {
      const value = options[name];
      if (value === undefined || value === null) missing = true;
      return String(value);
    });
    return missing ? (slow(k, options) as string) : text;
  };
  return fast as TFunction;
}

function fixedT(i18n: I18n, lang: string, ns: string): TFunction {
  let byKey = fixed.get(i18n);
  if (!byKey) {
    byKey = new Map();
    fixed.set(i18n, byKey);
  }
  const key = `${lang}|${ns}`;
  let t = byKey.get(key);
  if (!t) {
    t = boundT(i18n, lang, ns);
    byKey.set(key, t);
  }
  return t;
}

export function useT(ns = 'common'): TFunction {
  const { i18n, lang } = useContext(TranslationContext);
  if (!i18n) throw new Error('useT outside the language root');
  return fixedT(i18n, lang, ns);
}
