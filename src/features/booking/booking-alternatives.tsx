import type { ReactNode } from 'react';
import type { LanguageCode } from '../../contract/languages';
import type { Alternatives } from '../../contract/booking-api';
import { useAlternatives } from '../../api/booking-alternatives';
import { AppLink } from '../../components/app-link';
import { useT } from '../../i18n/use-t';
import { formatPrice } from '../../lib/format';
import { formatShortDate } from '../../lib/format-date';
import { stepOnePath } from './booking-links';

// When the boat was taken or its price changed under the visitor: the nearest ways on, from the server
// (same boat on other dates, similar boats on the same dates), each a link to step one. `lead` comes first
// (issue 28): on step two after the hold lapsed, the same boat and dates again, or the waiting list.
export function BookingAlternatives({
  slug,
  start,
  end,
  lang,
  frame,
  lead,
}: {
  lead?: (requested: Alternatives['requested']) => ReactNode;
  slug: string;
  start: string;
  end: string;
  lang: LanguageCode;
  frame: boolean;
}) {
  const t = useT('booking');
  const alt = useAlternatives({ yacht_slug: slug, date_start: start, date_end: end, language: lang });
  if (!alt) return null;
  const first = lead?.(alt.requested);
  const none = !first && alt.same_boat.length === 0 && alt.similar_boats.length === 0;
  return (
    <section className="booking-block booking-alternatives" aria-labelledby="booking-alt-heading" data-testid="alternatives">
      <h2 id="booking-alt-heading">{t('alternatives.heading')}</h2>
      {first}
      {none && <p>{t('alternatives.none')}</p>}
      {alt.same_boat.length > 0 && (
        <>
          <h3>{t('alternatives.sameBoat')}</h3>
          <ul>
            {alt.same_boat.map((d) => (
              <li key={d.date_start}>
                <AppLink to={stepOnePath(lang, frame, slug, { start: d.date_start, end: d.date_end })}>
                  {t('alternatives.dates', { start: formatShortDate(d.date_start, lang), end: formatShortDate(d.date_end, lang) })}
                </AppLink>{' '}
                {formatPrice(d.total, lang)}
              </li>
            ))}
          </ul>
        </>
      )}
      {alt.similar_boats.length > 0 && (
        <>
          <h3>{t('alternatives.similar')}</h3>
          <ul>
            {alt.similar_boats.map((b) => (
              <li key={b.yacht.slug}>
                <AppLink to={stepOnePath(lang, frame, b.yacht.slug, { start, end })}>{b.yacht.name}</AppLink> {formatPrice(b.total, lang)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
