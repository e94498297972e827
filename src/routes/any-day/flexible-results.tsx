import type { LanguageCode } from '../../contract/languages';
import type { FlexibleResponse } from '../../contract/yacht-list-api';
import { AppLink } from '../../components/app-link';
import { YachtCard } from '../../components/yacht-card';
import { useT } from '../../i18n/use-t';
import { boatPath } from '../../lib/boat-path';
import { formatNumber, formatPrice } from '../../lib/format';
import { formatShortDate } from '../../lib/format-date';
import { PageLinks } from '../../components/page-links';

interface Props {
  lang: LanguageCode;
  list: FlexibleResponse;
  loading: boolean;
  hrefOfPage(page: number): string;
}

// C13's results: each boat with its cheapest start days, each day a link to the boat page with those
// dates (R11), so the boat page opens priced for them.
export function FlexibleResults({ lang, list, loading, hrefOfPage }: Props) {
  const t = useT('home');
  const { window } = list;
  return (
    <section className="flexible-results" aria-labelledby="flexible-results-heading" aria-busy={loading}>
      <h2 id="flexible-results-heading" className="flexible-results__count">
        {t('anyDay.results', { n: formatNumber(list.total, lang) })}
      </h2>
      <p className="flexible-results__window" role="status">
        {loading
          ? t('anyDay.loading')
          : t('anyDay.window', { start: window.window_start, end: window.window_end, nights: formatNumber(window.nights, lang) })}
      </p>
      {list.data.length === 0 ? (
        <p className="flexible-results__empty">{t('anyDay.empty')}</p>
      ) : (
        <ul className="yacht-cards flexible-results__list">
          {list.data.map((boat, i) => (
            <li key={boat.id} className="flexible-boat">
              <YachtCard boat={boat} eager={i === 0} headingLevel={3} />
              <div className="flexible-boat__days">
                <h4 className="flexible-boat__days-heading">{t('anyDay.startDays')}</h4>
                <ul>
                  {boat.start_days.map((day) => (
                    <li key={day.date_start}>
                      <AppLink to={boatPath(lang, boat, { dates: { date_start: day.date_start, date_end: day.date_end } })}>
                        <span>
                          {t('anyDay.startDay', { start: formatShortDate(day.date_start, lang), end: formatShortDate(day.date_end, lang) })}
                        </span>{' '}
                        <strong>{formatPrice(day.total, lang)}</strong>
                        {/* Which boat, for a screen reader going through the links. */}
                        <span className="flexible-boat__which">, {boat.name}</span>
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      )}
      <PageLinks current={list.current_page} last={list.last_page} hrefOf={hrefOfPage} />
    </section>
  );
}
