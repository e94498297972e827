import '@vitejs/plugin-react/preamble'; // development: React Fast Refresh must be set up before any component loads (empty in builds)
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { App } from './app';
import { APP_STATE_GLOBAL, appStateOf, type DocumentState } from './contract/app-state';
import { i18nOptions } from './i18n/i18n-options';
import { createLocaleBackend } from './i18n/locale-backend';
import { withSitePluralRules } from './i18n/plural-rules';
import { matchAppRoute } from './route-table';
import { pageLoader } from './page-modules';
import { reloadAfterChunkError } from './lib/chunk-reload';
import './styles/app.css';

// Hydrates only: the state the server rendered with, its page's texts (preloaded by the document's
// starter), the same route table, the same providers.
const state = appStateOf((window as unknown as Record<string, DocumentState>)[APP_STATE_GLOBAL]!);

// R10: Vite reports a failed dependency preload of a dynamic import here.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError()) event.preventDefault();
});

async function start() {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .use(createLocaleBackend(state.config.localesVersion))
    .init({
      ...i18nOptions,
      lng: state.lang,
      ns: state.namespaces,
      // The server falls back to English for a missing text, but no text is missing (R1: every locale
      // carries every key, tests/unit/locales.test.ts), so the browser loads no second language.
      fallbackLng: false,
    });
  withSitePluralRules(i18n);

  // Load this page's chunk before hydrating, so hydration does not wait on it mid-way.
  const route = matchAppRoute(window.location.pathname)?.route;
  const load = route && pageLoader(route);
  if (load) await load().catch(() => undefined);

  // As a transition, hydration is done in slices that yield to the browser between them (about 5 ms
  // each), instead of one long task that blocks input on a slow phone (Lighthouse's TBT).
  startTransition(() => {
    hydrateRoot(
      document,
      <BrowserRouter>
        <App state={state} i18n={i18n} />
      </BrowserRouter>,
    );
  });
}

void start();
