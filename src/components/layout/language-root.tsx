import { createContext, use, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_DAYS, type LanguageCode } from '../../contract/languages';
import { matchAppRoute } from '../../route-table';
import { scrollActionFor } from '../../lib/scroll-rule';
import { useAppState } from '../../app-state-context';
import { TranslationContext } from '../../i18n/use-t';
import { createLinkHandlers, LinkHandlersContext } from '../navigate-context';
import { preloadPath } from '../preload-path';

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
  const missing = namespaces.filter((ns) => !i18n.hasResourceBundle(lang, ns));
  if (missing.length === 0) return FULFILLED;
  const key = `${lang}|${missing.join(',')}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      i18n.services.backendConnector.reload([lang], missing, (err: unknown) => (err ? reject(err) : resolve()));
    });
    loading.set(key, pending);
    void pending.finally(() => loading.delete(key)).catch(() => undefined);
  }
  return pending;
}

export function LanguageRoot() {
  // matchAppRoute only lets valid language prefixes reach this route.
  const lang = useParams().lang as LanguageCode;
  const location = useLocation();
  // The instance itself: useTranslation would copy it on every render (a render thread renders every page
  // anew), and the texts come through useT, bound to the URL's language, not i18n.language.
  const { i18n } = useContext(I18nContext);
  const navigate = useNavigate();
  const { notFound } = useAppState();
  const [initialKey] = useState(location.key);
  // Read by every useT below; a new value (a language switch) re-renders them.
  const translation = useMemo(() => ({ i18n, lang }), [i18n, lang]);
  const links = useMemo(() => createLinkHandlers((to) => void navigate(to), preloadPath), [navigate]);

  const route = matchAppRoute(location.pathname)?.route;
  use(namespacesReady(i18n, lang, ['common', ...(route?.ns ?? [])]));

  return (
    <LanguageContext value={lang}>
      <TranslationContext value={translation}>
        <LinkHandlersContext value={links}>
          <ServerNotFoundContext value={notFound && location.key === initialKey}>
            <LanguageSync lang={lang} i18n={i18n} />
            <ScrollManager />
            <Outlet />
          </ServerNotFoundContext>
        </LinkHandlersContext>
      </TranslationContext>
    </LanguageContext>
  );
}

function LanguageSync({ lang, i18n }: { lang: LanguageCode; i18n: I18n }): ReactNode {
  useLayoutEffect(() => {
    if (i18n.language === lang) return;
    void i18n.changeLanguage(lang);
    // R3: a language chosen in the interface is remembered like a detected one (Secure over https, as the server sets it).
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${LANGUAGE_COOKIE}=${lang}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_DAYS * 86400}; Path=/; SameSite=Lax${secure}`;
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
