import { useT } from '../../i18n/use-t';
import { useParams } from 'react-router';
import { isLanguageCode, DEFAULT_LANGUAGE } from '../../contract/languages';
import { PageHead } from '../../components/head/page-head';

// R6: title "Page not found", code 404, the message, and a "to home page" button that loads the home
// page fully (a plain <a>, not a router link: the app restarts clean).
export function NotFoundPage() {
  const t = useT();
  const { lang } = useParams();
  const home = `/${isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE}`;
  return (
    <section className="error-page" aria-labelledby="error-title">
      <PageHead title={t('notFound.title')} description={t('notFound.message')} canonical={false} noindex />
      <p className="error-page__code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 id="error-title">{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <a className="button" href={home} data-testid="not-found-home">
        {t('notFound.home')}
      </a>
    </section>
  );
}
