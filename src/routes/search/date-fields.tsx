import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import { isDateOrEmpty } from '../../features/calendar/calendar-dates';
import { CalendarPanel } from '../../features/calendar/calendar-panel';
import { useEnhanced } from '../../features/calendar/use-enhanced';
import { first, type FormValues } from './form-values';
import { AppLink } from '../../components/app-link';
import { isIsoDate } from '../../contract/iso-date';
import { stayProblem } from '../../contract/stay-dates';

/**
 * Check-in and check-out (C1, C4). The server renders native date inputs, so the GET form works before
 * JavaScript; once the app runs they become text fields in §9's YYYY-MM-DD (I6) with the shared range
 * calendar beside them.
 */
export function DateFields({
  values,
  onDates,
  flexibleHref,
}: {
  values: FormValues;
  onDates(start: string, end: string): void;
  flexibleHref?: string;
}) {
  const t = useT('search');
  const id = useId();
  const enhanced = useEnhanced();
  const start = first(values, 'date_start');
  const end = first(values, 'date_end');
  const hintId = `${id}-format`;
  // Issue 30 item 3: the stay rule the boat page and the booking apply (src/contract/stay-dates.ts); a stay
  // it refuses is listed without prices (data.ts) and the wrong field says why.
  const common = useT('common');
  const problem = isIsoDate(start) && isIsoDate(end) ? stayProblem(start, end) : null;
  const problemId = `${id}-stay`;
  const input = (name: 'date_start' | 'date_end', label: string) => {
    const value = name === 'date_start' ? start : end;
    const wrong = problem?.field === name;
    return (
      <label>
        <span>{label}</span>
        <input
          type={enhanced ? 'text' : 'date'}
          name={name}
          inputMode={enhanced ? 'numeric' : undefined}
          placeholder={enhanced ? t('filters.datePattern') : undefined}
          maxLength={enhanced ? 10 : undefined}
          autoComplete="off"
          aria-describedby={[enhanced ? hintId : '', wrong ? problemId : ''].filter(Boolean).join(' ') || undefined}
          aria-invalid={(enhanced && !isDateOrEmpty(value)) || wrong || undefined}
          value={value}
          // The form's onChange reads the whole form.
          onChange={() => {}}
        />
      </label>
    );
  };

  return (
    <fieldset className="filters__group filters__dates">
      <legend>{t('filters.dates')}</legend>
      {input('date_start', t('filters.checkIn'))}
      {input('date_end', t('filters.checkOut'))}
      {problem && (
        <p id={problemId} className="filters__error" role="alert" data-field={problem.field}>
          {common(`stay.${problem.rule}`)}
        </p>
      )}
      <CalendarPanel
        block="filters"
        hintId={hintId}
        t={t}
        keys="filters"
        label={t('filters.dates')}
        start={start}
        end={end}
        // A range is complete when check-out follows check-in; then it searches (and the panel closes).
        onPick={(s, e, complete) => onDates(s, complete ? e : '')}
        ready={enhanced}
      />
      {/* C13: a visitor unsure of the dates finds the flexible-dates search where the dates are chosen. */}
      {flexibleHref && (
        <p className="filters__flexible">
          <AppLink to={flexibleHref}>{t('filters.flexibleDates')}</AppLink>
        </p>
      )}
    </fieldset>
  );
}
