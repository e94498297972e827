import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { AppLink } from '../app-link';
import { LanguageSwitcher } from './language-switcher';
import { useLanguage } from './language-root';
import { useWishlist } from '../../features/wishlist/wishlist-store';
import { AccountEntry } from '../../features/account/account-entry';

const NAV = [
  ['search', 'search'],
  ['destinations', 'destinations'],
  ['latestnews', 'news'],
  ['crew', 'crew'],
  ['faq', 'faq'],
  ['contact', 'contact'],
] as const;

export function SiteHeader() {
  const t = useT();
  const lang = useLanguage();
  const [menuOpen, setMenuOpen] = useState(false);
  const saved = useWishlist().items.length;
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <AppLink to={`/${lang}`} className="brand" aria-label={t('site.homeLink')}>
          <svg className="brand__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <path d="M16 3 L16 24 L6 24 Z" fill="currentColor" />
            <path d="M18 8 L18 24 L26 24 Z" fill="currentColor" opacity=".7" />
            <path d="M3 26 Q16 31 29 26" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
          <span className="brand__name">{t('site.name')}</span>
        </AppLink>
        <LanguageSwitcher />
        <AccountEntry />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? t('nav.closeMenu') : t('nav.menu')}
        </button>
      </div>
      <nav id="site-nav" className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'} aria-label={t('nav.label')}>
        <ul>
          {NAV.map(([path, key]) => (
            <li key={path}>
              <AppLink to={`/${lang}/${path}`} onClick={() => setMenuOpen(false)}>
                {t(`nav.${key}`)}
              </AppLink>
            </li>
          ))}
          <li>
            {/* F1: the favourites list, with how many boats it holds (filled in after hydration). */}
            <AppLink
              to={`/${lang}/favorites`}
              className="site-nav__favorites"
              aria-label={t('nav.favoritesCount', { n: saved })}
              data-count={saved > 0 ? saved : undefined}
              onClick={() => setMenuOpen(false)}
            >
              {t('nav.favorites')}
            </AppLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
