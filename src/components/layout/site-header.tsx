import { useT } from '../../i18n/use-t';
import { AppLink } from '../app-link';
import { LanguageSwitcher } from './language-switcher';
import { useLanguage } from './language-root';
import { useFavorites } from '../../features/favorites/favorites-store';
import { AccountEntry } from '../../features/account/account-entry';
import { BoatMenu } from './boat-menu';
import { useDrawer } from './use-drawer';

const NAV = [
  ['destinations', 'destinations'],
  // Issue 30 item 9: the offers list, so every bookable offer is a click from any page.
  ['offers', 'offers'],
  ['latestnews', 'news'],
  ['crew', 'crew'],
  ['faq', 'faq'],
  ['contact', 'contact'],
] as const;

// R5: the default layout's header. The bar holds the brand, the account entry, the language switcher and,
// on phones, the menu button; the navigation beside it is inline on wide screens and a drawer on phones
// (I3, src/components/layout/use-drawer.ts) with the boat categories' dropdown (I2) first.
export function SiteHeader() {
  const t = useT();
  const lang = useLanguage();
  const saved = useFavorites().items.length;
  const drawer = useDrawer();
  const followed = () => drawer.close(false);
  const modal = drawer.state === 'open';
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
        <a
          href="#site-nav"
          role="button"
          className="menu-toggle"
          ref={drawer.toggle}
          aria-controls="site-nav"
          aria-expanded={modal}
          onClick={drawer.onToggleClick}
          onKeyDown={drawer.onToggleKeyDown}
        >
          {t('nav.menu')}
        </a>
      </div>
      <div
        id="site-nav"
        className={`site-nav site-nav--${drawer.state}${drawer.scripted ? ' site-nav--scripted' : ''}`}
        ref={drawer.panel}
        role={modal ? 'dialog' : undefined}
        aria-modal={modal ? true : undefined}
        aria-label={modal ? t('nav.label') : undefined}
        onKeyDown={drawer.onPanelKeyDown}
      >
        <div className="site-nav__backdrop" aria-hidden="true" onClick={() => drawer.close()} />
        <div className="site-nav__panel">
          <a href="#main" role="button" className="site-nav__close" onClick={drawer.onCloseClick}>
            {t('nav.closeMenu')}
          </a>
          <nav aria-label={t('nav.label')}>
            <ul>
              <li>
                <BoatMenu onNavigate={followed} />
              </li>
              {NAV.map(([path, key]) => (
                <li key={path}>
                  <AppLink to={`/${lang}/${path}`} onClick={followed}>
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
                  onClick={followed}
                >
                  {t('nav.favorites')}
                </AppLink>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
