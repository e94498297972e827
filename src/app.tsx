import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { SWRConfig } from 'swr';
import { AppStateContext } from './app-state-context';
import type { AppState } from './contract/app-state';
import { siteClient } from './api/clients';
import { Document } from './document';
import { AppRoutes } from './app-routes';

// The providers both entries share; each entry wraps this in its own router.
export function App({ state, i18n }: { state: AppState; i18n: I18n }): ReactNode {
  const [swrConfig] = useState(() => {
    const api = siteClient(state.config);
    return {
      fallback: state.fallback,
      fetcher: (key: string) => api.get(key),
      // S2: what the server rendered is fresh; hydration must not fetch it again.
      revalidateIfStale: false,
      revalidateOnFocus: false,
    };
  });
  return (
    <AppStateContext value={state}>
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={swrConfig}>
          <Document assets={state.assets}>
            <AppRoutes />
          </Document>
        </SWRConfig>
      </I18nextProvider>
    </AppStateContext>
  );
}
