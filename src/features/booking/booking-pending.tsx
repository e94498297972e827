import type { RouteDef } from '../../route-def';
import { PageIntro } from '../../components/page-intro';
import { AppLink } from '../../components/app-link';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import { BookingStylesheet } from './booking-stylesheet';

// What a booking page shows before its data is there: the server renders these pages with their data (an
// unknown boat or link is a 404), so this is met only in the browser, while the data of a page reached by
// a link is on its way or when it could not be fetched. Never a bare heading.
export function BookingPending({ route, failed }: { route: RouteDef; failed: boolean }) {
  const t = useT('booking');
  const lang = useLanguage();
  return (
    <div className="booking-page">
      <BookingStylesheet />
      <PageIntro route={route} />
      {failed ? (
        <p className="booking-error" role="alert">
          {t('pending.failed')} <AppLink to={`/${lang}/search`}>{t('pending.search')}</AppLink>
        </p>
      ) : (
        <p className="booking-pending" role="status">
          {t('pending.loading')}
        </p>
      )}
    </div>
  );
}
