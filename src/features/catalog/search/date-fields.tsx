import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { DayPickerLocale } from 'react-day-picker';
import { useLanguage } from '../../../components/layout/language-root';
import { useT } from '../../../i18n/use-t';
import { isoOfLocalDate, isDateOrEmpty } from './calendar-dates';
import { first, type FormValues } from './form-values';
import type { RangeCalendarProps } from './range-calendar';

interface Loaded {
  Calendar: ComponentType<RangeCalendarProps>;
  locale: DayPickerLocale;
}

/**
 * Check-in and check-out (C1, C4). The server renders native date inputs, so the GET form works before
 * JavaScript; once the app runs they become text fields in §9's YYYY-MM-DD (I6) with a button that
 * opens react-day-picker's range calendar, whose code and locale load on first open.
 */
export function DateFields({ values, onDates }: { values: FormValues; onDates(start: string, end: string): void }) {
  const t = useT('search');
  const lang = useLanguage();
  const id = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (!open || loaded) return;
    let live = true;
    // Two steps: the module, then its locale (Vite's preload helper would take a locale failure for a
    // missing chunk otherwise).
    const start = async () => {
      const m = await import('./range-calendar');
      const locale = await m.loadCalendarLocale(lang);
      if (live) setLoaded({ Calendar: m.default, locale });
    };
    start().catch(() => live && setOpen(false));
    return () => {
      live = false;
    };
  }, [open, loaded, lang]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const start = first(values, 'date_start');
  const end = first(values, 'date_end');
  const hintId = `${id}-format`;
  const input = (name: 'date_start' | 'date_end', label: string) => {
    const value = name === 'date_start' ? start : end;
    return (
      <label>
        <span>{label}</span>
        <input
          type={enhanced ? 'text' : 'date'}
          name={name}
          inputMode={enhanced ? 'numeric' : undefined}
          placeholder={enhanced ? 'YYYY-MM-DD' : undefined}
          maxLength={enhanced ? 10 : undefined}
          autoComplete="off"
          aria-describedby={enhanced ? hintId : undefined}
          aria-invalid={(enhanced && !isDateOrEmpty(value)) || undefined}
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
      {enhanced && (
        <div className="filters__calendar-bar">
          <p id={hintId} className="filters__hint">
            {t('filters.dateFormat')}
          </p>
          <button ref={toggle} type="button" className="filters__calendar-toggle" aria-expanded={open} aria-controls={`${id}-calendar`} onClick={() => (open ? close() : setOpen(true))}>
            {open ? t('filters.closeCalendar') : t('filters.openCalendar')}
          </button>
        </div>
      )}
      {open && (
        <div
          id={`${id}-calendar`}
          className="filters__calendar"
          role="group"
          aria-label={t('filters.dates')}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              close();
            }
          }}
        >
          {loaded ? (
            <loaded.Calendar
              locale={loaded.locale}
              start={start}
              end={end}
              today={isoOfLocalDate(new Date())}
              onChange={(s, e) => {
                // A range is complete when check-out follows check-in; then it searches and closes.
                const complete = s !== '' && e !== '' && e > s;
                onDates(s, complete ? e : '');
                if (complete) close();
              }}
            />
          ) : (
            <p role="status">{t('filters.loadingCalendar')}</p>
          )}
        </div>
      )}
    </fieldset>
  );
}
