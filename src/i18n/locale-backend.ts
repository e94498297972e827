import type { BackendModule, ReadCallback } from 'i18next';

// The browser loads only the current language's namespace files, on demand (each JSON file becomes its
// own hashed, immutable chunk).
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No locale file ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};
