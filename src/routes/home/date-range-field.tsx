import { useId, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { isDateOrEmpty } from '../../features/calendar/calendar-dates';
import { CalendarPanel } from '../../features/calendar/calendar-panel';
import { useEnhanced } from '../../features/calendar/use-enhanced';
import { AppLink } from '../../components/app-link';
import { useLanguage } from '../../components/layout/language-root';

// Check-in and check-out for the search box. The server renders native date inputs, so the GET form
// works before JavaScript; once the app runs they become text fields in §9's YYYY-MM-DD (I6) with the
// shared range calendar beside them.
export function DateRangeField() {
  const t = useT('home');
  const id = useId();
  const enhanced = useEnhanced();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const lang = useLanguage();
  const hintId = `${id}-format`;
  const input = (which: 'start' | 'end') => {
    const value = which === 'start' ? start : end;
    const set = which === 'start' ? setStart : setEnd;
    return (
      <div className="search-box__field">
        <label htmlFor={`${id}-${which}`}>{which === 'start' ? t('search.checkIn') : t('search.checkOut')}</label>
        <input
          id={`${id}-${which}`}
          name={which === 'start' ? 'date_start' : 'date_end'}
          type={enhanced ? 'text' : 'date'}
          inputMode={enhanced ? 'numeric' : undefined}
          placeholder={enhanced ? t('search.datePattern') : undefined}
          autoComplete="off"
          // maxlength is not allowed on a date input (HTML), only on the text input the app swaps in.
          maxLength={enhanced ? 10 : undefined}
          value={value}
          aria-invalid={(enhanced && !isDateOrEmpty(value)) || undefined}
          aria-describedby={enhanced ? hintId : undefined}
          onChange={(e) => set(e.target.value.trim())}
        />
      </div>
    );
  };

  return (
    <fieldset className="search-box__dates">
      <legend className="search-box__legend">{t('search.calendar')}</legend>
      <div className="search-box__date-inputs">
        {input('start')}
        {input('end')}
      </div>
      <CalendarPanel
        block="search-box"
        hintId={hintId}
        t={t}
        keys="search"
        label={t('search.calendar')}
        hint={t('search.calendarHint')}
        start={start}
        end={end}
        twoMonthsFrom="(min-width: 46rem)"
        onPick={(s, e) => {
          setStart(s);
          setEnd(e);
        }}
        ready={enhanced}
      />
      {/* C13: a visitor unsure of the dates finds the flexible-dates search where the dates are chosen. */}
      <p className="search-box__flexible">
        <AppLink to={`/${lang}/anydaytesting`}>{t('search.flexibleDates')}</AppLink>
      </p>
    </fieldset>
  );
}
