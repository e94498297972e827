import { AppLink } from '../../components/app-link';
import { BoatImage } from '../../components/boat-image';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import { boatPath } from '../../lib/boat-path';
import { formatNumber } from '../../lib/format';
import { useFavorites } from '../../features/favorites/favorites-store';
import { notify } from '../../features/toast/toast-store';

// U6 favourites: the account's saved boats (the favourites store holds them once signed in, so the hearts
// on other pages agree), each removable here.
export function FavoriteBoats() {
  const t = useT('dashboard');
  const lang = useLanguage();
  const favorites = useFavorites();

  if (favorites.items.length === 0) {
    return (
      <p>
        {t('favourites.none')} <AppLink to={`/${lang}/search`}>{t('favourites.browse')}</AppLink>
      </p>
    );
  }
  return (
    <ul className="dashboard__boats">
      {favorites.items.map((item) => {
        const href = boatPath(lang, { slug: item.yachtSlug, type: { slug: item.yachtTypeSlug } });
        return (
          <li key={item.yachtSlug} className="dashboard__boat">
            <AppLink to={href} className="dashboard__boat-media" tabIndex={-1} aria-hidden="true">
              <BoatImage
                urls={item.yachtMainImage}
                alt=""
                width={400}
                height={267}
                sizes="(min-width: 48rem) 16rem, 100vw"
                className="dashboard__boat-image"
              />
            </AppLink>
            <div className="dashboard__boat-body">
              <h3 className="dashboard__boat-name">
                <AppLink to={href}>{item.yachtName}</AppLink>
              </h3>
              <p className="dashboard__boat-meta">
                {item.yachtModelName} · {item.yachtYear} · {t('favourites.people', { n: formatNumber(item.yachtMaxPeople, lang) })}
              </p>
              {item.baseName && <p className="dashboard__boat-meta">{item.baseName}</p>}
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('favourites.removeLabel', { name: item.yachtName })}
                onClick={() =>
                  void favorites.toggle(item).then(
                    () => notify('success', t('favourites.removed', { name: item.yachtName })),
                    () => notify('error', t('favourites.failed')),
                  )
                }
              >
                {t('favourites.remove')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
