import { createContext, use, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { isLanguageCode, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_DAYS, type LanguageCode } from '../../contract/languages';
import { matchAppRoute } from '../../route-table';
import { scrollActionFor } from '../../lib/scroll-rule';
import { useAppState } from '../../app-state-context';
import { NotFoundPage } from '../../features/errors/not-found-page';

const LanguageContext = createContext<LanguageCode>('en');
const ServerNotFoundContext = createContext(false);

export const useLanguage = () => useContext(LanguageContext);
/** True while the visitor is still on the URL the server answered 404 for (R8). */
export const useServerNotFound = () => useContext(ServerNotFoundContext);

type Thenable = Promise<void>;
// A promise React's use() reads as already fulfilled, so a loaded language never suspends.
const FULFILLED: Thenable = Object.assign(Promise.resolve(), { status: 'fulfilled' }) as Thenable;
const loading = new Map<string, Thenable>();

// Loads the language's namespaces for the next page before it renders (suspending the navigation
// transition meanwhile), so a language switch never shows a half-translated page.
function namespacesReady(i18n: I18n, lang: LanguageCode, namespaces: string[]): Thenable {
  if (namespaces.every((ns) => i18n.hasResourceBundle(lang, ns))) return FULFILLED;
  const key = `${lang}|${namespaces.join(',')}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      i18n.services.backendConnector.load([lang], namespaces, (err: unknown) => (err ? reject(err) : resolve()));
    });
    loading.set(key, pending);
    pending.catch(() => loading.delete(key));
  }
  return pending;
}

export function LanguageRoot() {
  const { lang } = useParams();
  const location = useLocation();
  const { i18n } = useTranslation();
  const { notFound } = useAppState();
  const [initialKey] = useState(location.key);

  if (!isLanguageCode(lang)) return <NotFoundPage />;

  const route = matchAppRoute(location.pathname)?.route;
  use(namespacesReady(i18n, lang, ['common', ...(route?.ns ?? [])]));

  return (
    <LanguageContext value={lang}>
      <ServerNotFoundContext value={notFound && location.key === initialKey}>
        <LanguageSync lang={lang} i18n={i18n} />
        <ScrollManager />
        <Outlet />
      </ServerNotFoundContext>
    </LanguageContext>
  );
}

function LanguageSync({ lang, i18n }: { lang: LanguageCode; i18n: I18n }): ReactNode {
  useLayoutEffect(() => {
    if (i18n.language === lang) return;
    void i18n.changeLanguage(lang);
    // R3: a language chosen in the interface is remembered like a detected one.
    document.cookie = `${LANGUAGE_COOKIE}=${lang}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_DAYS * 86400}; Path=/; SameSite=Lax`;
  }, [i18n, lang]);
  return null;
}

function ScrollManager(): ReactNode {
  const { pathname, hash } = useLocation();
  const previous = useRef<string | null>(null);
  useLayoutEffect(() => {
    const action = scrollActionFor(previous.current, { pathname, hash });
    previous.current = pathname;
    if (action === 'top') window.scrollTo(0, 0);
    if (action === 'hash') document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [pathname, hash]);
  return null;
}
