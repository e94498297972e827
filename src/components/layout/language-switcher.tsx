import { useRef } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/use-t';
import { pathWithoutLanguage } from '../../route-table';
import { languageOf, hreflangOf } from '../../contract/languages';
import { useLanguages } from '../../api/languages';
import { AppLink } from '../app-link';
import { useLanguage } from './language-root';
import { useDismissible } from './use-dismissible';

// R3: switching language keeps the page and its query. Plain links inside <details>, so it works
// before JavaScript arrives and crawlers can follow it.
export function LanguageSwitcher() {
  const t = useT();
  const lang = useLanguage();
  const languages = useLanguages();
  const { pathname, search, hash } = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  useDismissible(details);
  const rest = pathWithoutLanguage(pathname) + search + hash;
  const current = languageOf(lang);
  return (
    <details className="lang-switch" ref={details}>
      {/* The visible code is part of the name (WCAG 2.5.3): "EN, choose your language, current: English". */}
      <summary>
        {current.code.toUpperCase()}
        <span className="visually-hidden">, {t('language.choose', { name: current.name })}</span>
      </summary>
      <ul className="lang-switch__list">
        {languages.map((l) => (
          <li key={l.code}>
            <AppLink
              to={`/${l.code}${rest}`}
              lang={l.tag}
              hrefLang={hreflangOf(l.tag)}
              aria-current={l.code === lang ? 'true' : undefined}
              onClick={() => details.current?.removeAttribute('open')}
            >
              {l.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
