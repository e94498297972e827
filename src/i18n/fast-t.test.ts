import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { readLocales } from '../../server/i18n';
import { i18nOptions } from './i18n-options';
import { LANGUAGE_CODES } from '../contract/languages';
import { boundT } from './use-t';

// Issue 15: the shortcut of boundT gives exactly what i18next gives, for every text of every language,
// with its placeholders filled, with one left out, and for keys that do not exist.

const { resources, namespaces } = readLocales();
const instance = i18next.createInstance();
await instance.init({ ...i18nOptions, ns: namespaces, resources, preload: [...LANGUAGE_CODES], initAsync: false });

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('boundT', () => {
  it('answers as i18next does for every text of the 12 languages (placeholders given, one missing)', () => {
    let compared = 0;
    for (const lang of LANGUAGE_CODES) {
      for (const ns of namespaces) {
        const t = boundT(instance, lang, ns);
        for (const [key, text] of leaves(resources.en?.[ns])) {
          const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] as string);
          const options = Object.fromEntries(names.map((n, i) => [n, i % 2 ? 1234.5 : `<${n}>`]));
          expect(t(key, options), `${lang} ${ns}:${key}`).toBe(instance.t(key, { ...options, lng: lang, ns }));
          expect(t(key), `${lang} ${ns}:${key} without options`).toBe(instance.t(key, { lng: lang, ns }));
          if (names.includes('count')) {
            const counted = { ...options, count: 0 };
            for (const count of [0, 1, 2, 5, 21])
              expect(t(key, { ...counted, count }), `${lang} ${ns}:${key} count ${count}`).toBe(
                instance.t(key, { ...counted, count, lng: lang, ns }),
              );
          }
          if (names.length > 0) {
            const fewer = { ...options, [names[0] as string]: undefined };
            expect(t(key, fewer), `${lang} ${ns}:${key} with a value missing`).toBe(instance.t(key, { ...fewer, lng: lang, ns }));
          }
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('leaves unknown keys, other namespaces and i18next options to i18next', () => {
    const t = boundT(instance, 'de', 'catalog');
    expect(t('no.such.key')).toBe(instance.t('no.such.key', { lng: 'de', ns: 'catalog' }));
    expect(t('common:nav.search')).toBe(instance.t('nav.search', { lng: 'de', ns: 'common' }));
    expect(t('card.cabins', { n: 3, count: 3 })).toBe(instance.t('card.cabins', { n: 3, count: 3, lng: 'de', ns: 'catalog' }));
    expect(t('card.cabins', { n: 3 })).not.toContain('{{');
  });

  it('leaves a count to i18next when the text has plural forms in that language', () => {
    const own = i18next.createInstance();
    const demo = {
      photos: 'Photo {{n}} of {{count}}',
      boats: '{{count}} boats',
      boats_one: 'one boat',
      boats_other: '{{count}} boats',
      boats_zero: 'no boats',
    };
    own.init({
      ...i18nOptions,
      ns: ['demo'],
      resources: { en: { demo }, pl: { demo: { boats: '{{count}} łodzi', boats_few: '{{count}} łodzie' } } },
      initAsync: false,
    });
    for (const lang of ['en', 'pl']) {
      const t = boundT(own, lang, 'demo');
      for (const count of [0, 1, 2, 5, 22])
        expect(t('boats', { count }), `${lang} ${count}`).toBe(own.t('boats', { count, lng: lang, ns: 'demo' }));
    }
    expect(boundT(own, 'en', 'demo')('boats', { count: 1 })).toBe('one boat');
    expect(boundT(own, 'en', 'demo')('photos', { n: 2, count: 9 })).toBe('Photo 2 of 9');
  });

  it('shares what it found between clones of one instance, and forgets it when the store changes', () => {
    const own = i18next.createInstance();
    own.init({ ...i18nOptions, ns: ['demo'], resources: { en: { demo: { greeting: 'Hello {{name}}' } } }, initAsync: false });
    const first = own.cloneInstance({ initAsync: false });
    expect(boundT(first, 'en', 'demo')('greeting', { name: 'Ana' })).toBe('Hello Ana');
    // A second request's clone of the same store: the text now comes from what the first one found.
    const second = own.cloneInstance({ initAsync: false });
    const t = boundT(second, 'en', 'demo');
    expect(t('greeting', { name: 'Ivo' })).toBe('Hello Ivo');
    own.addResourceBundle('en', 'demo', { greeting: 'Welcome {{name}}' }, true, true);
    expect(t('greeting', { name: 'Ivo' })).toBe('Welcome Ivo');
    expect(boundT(first, 'en', 'demo')('greeting', { name: 'Ana' })).toBe('Welcome Ana');
  });
});
