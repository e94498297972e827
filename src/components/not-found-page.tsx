import { useT } from '../i18n/use-t';
import { useLocation, useParams } from 'react-router';
import { matchAppRoute } from '../route-table';
import { isLanguageCode, DEFAULT_LANGUAGE } from '../contract/languages';
import { PageHead } from './head/page-head';

// R6: title "Page not found", code 404, the message, and a "to home page" button that loads the home
// page fully (a plain <a>, not a router link: the app restarts clean). R8: on a boat's address the
// message says that the boat was not found.
export function NotFoundPage() {
  const t = useT();
  const { lang } = useParams();
  const { pathname } = useLocation();
  const home = `/${isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE}`;
  const message = matchAppRoute(pathname)?.route.page === 'boat' ? t('notFound.boat') : t('notFound.message');
  return (
    <section className="error-page" aria-labelledby="error-title">
      <PageHead title={t('notFound.title')} description={message} canonical={false} noindex />
      <p className="error-page__code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 id="error-title">{t('notFound.title')}</h1>
      <p>{message}</p>
      <a className="button" href={home} data-testid="not-found-home">
        {t('notFound.home')}
      </a>
    </section>
  );
}
