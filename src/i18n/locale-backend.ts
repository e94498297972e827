import type { BackendModule, ReadCallback } from 'i18next';

// The browser loads only the current language's namespace files, on demand, from the server
// (server/locales-route.ts); the version in the URL lets them be cached for good.
export function createLocaleBackend(version: string): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      fetch(`/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json?v=${version}`)
        .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`Locale ${language}/${namespace}: ${res.status}`))))
        .then(
          (data: Record<string, unknown>) => callback(null, data),
          (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
        );
    },
  };
}
