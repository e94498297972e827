import type { PageProps } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { AppLink } from '../../components/app-link';
import { BoatImage } from '../../components/boat-image';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import { boatPath } from '../../lib/boat-path';
import { formatNumber } from '../../lib/format';
import { useFavorites } from '../../features/favorites/favorites-store';
import stylesUrl from './favorites.css?url';

// F1: the favourites the header links to: the visitor's local favourites, or the account's favourites once
// signed in (src/features/favorites/favorites-store.ts decides). The server cannot know them, so it renders the empty list and
// the browser fills it right after hydration. Not for search engines (noindex in the route).
export default function FavoritesPage({ route }: PageProps) {
  const t = useT('home');
  const lang = useLanguage();
  const favorites = useFavorites();

  return (
    <>
      <link rel="stylesheet" href={stylesUrl} precedence="default" />
      <PageIntro route={route} />
      {favorites.items.length === 0 ? (
        <div className="favorites__empty">
          <p>{t('favorites.empty')}</p>
          <AppLink className="button" to={`/${lang}/search`}>
            {t('favorites.browse')}
          </AppLink>
        </div>
      ) : (
        <>
          <p className="favorites__count" role="status">
            {t('favorites.count', { n: formatNumber(favorites.items.length, lang) })}
          </p>
          <ul className="favorites" aria-label={t('favorites.listLabel')}>
            {favorites.items.map((item) => {
              const href = boatPath(lang, { slug: item.yachtSlug, type: { slug: item.yachtTypeSlug } });
              return (
                <li key={item.yachtSlug} className="favorite">
                  <AppLink to={href} className="favorite__media" tabIndex={-1} aria-hidden="true">
                    <BoatImage
                      urls={item.yachtMainImage}
                      alt=""
                      width={400}
                      height={267}
                      sizes="(min-width: 40rem) 12rem, 40vw"
                      className="favorite__image"
                    />
                  </AppLink>
                  <div className="favorite__body">
                    <h2 className="favorite__name">
                      <AppLink to={href}>{item.yachtName}</AppLink>
                    </h2>
                    <p className="favorite__meta">
                      {t('favorites.details', {
                        model: item.yachtModelName,
                        year: String(item.yachtYear),
                        people: formatNumber(item.yachtMaxPeople, lang),
                      })}
                    </p>
                    {item.baseName && (
                      <p className="favorite__meta">{t('favorites.base', { base: item.baseName, city: item.baseCity || item.baseName })}</p>
                    )}
                  </div>
                  <button
                    type="button"
                    className="favorite__remove"
                    aria-label={t('favorites.removeLabel', { name: item.yachtName })}
                    onClick={() => void favorites.toggle(item)}
                  >
                    {t('favorites.remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}
