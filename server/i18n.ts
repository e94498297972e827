import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { LanguageDetector } from 'i18next-http-middleware';
import { i18nOptions } from '../src/i18n/i18n-options';
import { withSitePluralRules } from '../src/i18n/plural-rules';
import { LANGUAGE_CODES, LANGUAGE_COOKIE, languageFromBrowserCode, type LanguageCode } from '../src/contract/languages';

export const LOCALES_DIR = resolve(process.cwd(), 'locales');

/** Every namespace of every language, read once at start (the server renders any of them). */
export function readLocales(dir = LOCALES_DIR): { resources: Resource; namespaces: string[]; version: string } {
  const resources: Resource = {};
  const hash = createHash('sha1');
  const namespaces = readdirSync(join(dir, 'en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length));
  for (const lng of LANGUAGE_CODES) {
    resources[lng] = {};
    for (const ns of namespaces) {
      const text = readFileSync(join(dir, lng, `${ns}.json`), 'utf8');
      hash.update(text);
      resources[lng][ns] = JSON.parse(text) as Record<string, unknown>;
    }
  }
  return { resources, namespaces, version: hash.digest('hex').slice(0, 12) };
}

export interface ServerI18n {
  /** The instance the i18next-http-middleware detector uses (requests without a language prefix). */
  instance: I18n;
  /** A fixed-language instance per language, made once: rendering only reads from it. */
  forLanguage(lang: LanguageCode): I18n;
  namespaces: string[];
  /** Changes whenever any locale file changes: the browser's cache key for /locales/…. */
  version: string;
}

export async function createServerI18n(): Promise<ServerI18n> {
  const { resources, namespaces, version } = readLocales();
  const instance = i18next.createInstance();
  await instance.use(LanguageDetector).init({
    ...i18nOptions,
    ns: namespaces,
    resources,
    preload: [...LANGUAGE_CODES],
    detection: {
      // R3: the prefix decides; without one, the cookie, then the browser's languages, then en.
      order: ['path', 'cookie', 'header'],
      lookupCookie: LANGUAGE_COOKIE,
      lookupFromPathIndex: 0,
      caches: false,
      convertDetectedLanguage: languageFromBrowserCode,
    },
  });
  withSitePluralRules(instance);
  // Cloning per request (what the middleware would do) costs more than rendering a small page; a
  // per-language clone is safe to share because nothing changes its language after this.
  const clones = new Map(LANGUAGE_CODES.map((lng) => [lng, instance.cloneInstance({ lng, initAsync: false })]));
  return { instance, forLanguage: (lang) => clones.get(lang) as I18n, namespaces, version };
}
