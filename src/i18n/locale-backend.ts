import type { BackendModule, ReadCallback } from 'i18next';

// The browser loads only the current language's namespace files from the server
// (server/locales-route.ts); the version in the URL lets them be cached for good. A document's starter
// preloads its own page's files under the same URLs (server/ssr/start-script.ts), so the fetch below finds
// them on the way.
export const localeFileUrl = (language: string, namespace: string, version: string) =>
  `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json?v=${version}`;

export function createLocaleBackend(version: string): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      fetch(localeFileUrl(language, namespace, version))
        .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`Locale ${language}/${namespace}: ${res.status}`))))
        .then(
          (data: Record<string, unknown>) => callback(null, data),
          (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
        );
    },
  };
}
