import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { Locale } from 'date-fns';
import type { LanguageCode } from '../../contract/languages';
import { useT } from '../../i18n/use-t';
import { isIsoDate } from '../../lib/iso-date';
import { isoOfLocalDate } from './calendar-dates';
import type { CalendarProps } from './date-range-calendar';

interface Loaded {
  Calendar: ComponentType<CalendarProps>;
  locale: Locale;
}

// Check-in and check-out for the search box. The server renders native date inputs, so the GET form
// works before JavaScript; once the app runs they become text fields in §9's YYYY-MM-DD (I6) with a
// button that opens react-day-picker's range calendar, whose code and locale load on first open.
export function DateRangeField({ lang }: { lang: LanguageCode }) {
  const t = useT('home');
  const id = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (!open || loaded) return;
    let live = true;
    void import('./date-range-calendar')
      .then(async (m) => ({ Calendar: m.DateRangeCalendar, locale: await m.loadCalendarLocale(lang) }))
      .then((next) => live && setLoaded(next))
      .catch(() => live && setOpen(false));
    return () => {
      live = false;
    };
  }, [open, loaded, lang]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const hintId = `${id}-format`;
  const input = (which: 'start' | 'end') => {
    const value = which === 'start' ? start : end;
    const set = which === 'start' ? setStart : setEnd;
    const bad = enhanced && value !== '' && !isIsoDate(value);
    return (
      <div className="search-box__field">
        <label htmlFor={`${id}-${which}`}>{which === 'start' ? t('search.checkIn') : t('search.checkOut')}</label>
        <input
          id={`${id}-${which}`}
          name={which === 'start' ? 'date_start' : 'date_end'}
          type={enhanced ? 'text' : 'date'}
          inputMode={enhanced ? 'numeric' : undefined}
          placeholder={enhanced ? 'YYYY-MM-DD' : undefined}
          autoComplete="off"
          maxLength={10}
          value={value}
          aria-invalid={bad || undefined}
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
      {enhanced && (
        <div className="search-box__calendar-bar">
          <p id={hintId} className="search-box__hint">
            {t('search.dateFormat')}
          </p>
          <button
            ref={toggle}
            type="button"
            className="search-box__calendar-toggle"
            aria-expanded={open}
            aria-controls={`${id}-calendar`}
            onClick={() => (open ? close() : setOpen(true))}
          >
            {open ? t('search.closeCalendar') : t('search.openCalendar')}
          </button>
        </div>
      )}
      {open && (
        <div
          id={`${id}-calendar`}
          className="search-box__calendar"
          role="group"
          aria-label={t('search.calendar')}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              close();
            }
          }}
        >
          <p className="search-box__hint">{t('search.calendarHint')}</p>
          {loaded ? (
            <loaded.Calendar
              locale={loaded.locale}
              start={start}
              end={end}
              today={isoOfLocalDate(new Date())}
              months={window.matchMedia('(min-width: 46rem)').matches ? 2 : 1}
              onChange={(s, e) => {
                setStart(s);
                setEnd(e);
              }}
              onDone={close}
            />
          ) : (
            <p role="status">{t('search.loadingCalendar')}</p>
          )}
        </div>
      )}
    </fieldset>
  );
}
