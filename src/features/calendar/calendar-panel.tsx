import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { DayPickerLocale } from 'react-day-picker';
import type { TFunction } from 'i18next';
import { useLanguage } from '../../components/layout/language-root';
import { isoOfLocalDate } from './calendar-dates';
import type { RangeCalendarProps } from './range-calendar';

interface Loaded {
  Calendar: ComponentType<RangeCalendarProps>;
  locale: DayPickerLocale;
}

export interface CalendarPanelProps {
  /** The BEM block of the form's classes: `${block}__calendar-bar`, `${block}__hint`, … */
  block: string;
  hintId: string;
  /** The form's namespace; it holds `${keys}.dateFormat`, `.openCalendar`, `.closeCalendar` and `.loadingCalendar`. */
  t: TFunction;
  keys: string;
  /** The open calendar's group label. */
  label: string;
  /** Shown above the open calendar. */
  hint?: string;
  start: string;
  end: string;
  /** A media query from which two months show side by side. */
  twoMonthsFrom?: string;
  /** Every click; `complete` when check-out follows check-in (the panel then closes). */
  onPick(start: string, end: string, complete: boolean): void;
  /** False until the app runs: the bar then keeps its place but is neither seen nor reachable, so
   * nothing moves when it appears (CLS), and a visitor without JavaScript meets no dead button. */
  ready: boolean;
}

const RESERVED = { visibility: 'hidden' } as const;

/**
 * The date format hint, the button that opens the range calendar (I6, C4) and the calendar itself,
 * whose code and locale load on first open. Escape or a complete range closes it and gives the focus
 * back to the button.
 */
export function CalendarPanel({ block, hintId, t, keys, label, hint, start, end, twoMonthsFrom, onPick, ready }: CalendarPanelProps) {
  const lang = useLanguage();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open || loaded) return;
    let live = true;
    // Two steps: the module, then its locale (Vite's preload helper would take a locale failure for a
    // missing chunk otherwise). The table of locales is itself loaded here: no first load carries it.
    const load = async () => {
      const m = await import('./range-calendar');
      const locale = await import('./day-picker-locale').then((l) => l.loadDayPickerLocale(lang));
      if (live) setLoaded({ Calendar: m.default, locale });
    };
    load().catch(() => live && setOpen(false));
    return () => {
      live = false;
    };
  }, [open, loaded, lang]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const calendarId = `${id}-calendar`;

  return (
    <>
      <div className={`${block}__calendar-bar`} style={ready ? undefined : RESERVED}>
        <p id={hintId} className={`${block}__hint`}>
          {t(`${keys}.dateFormat`)}
        </p>
        <button
          ref={toggle}
          type="button"
          className={`${block}__calendar-toggle`}
          aria-expanded={open}
          aria-controls={calendarId}
          onClick={() => (open ? close() : setOpen(true))}
        >
          {open ? t(`${keys}.closeCalendar`) : t(`${keys}.openCalendar`)}
        </button>
      </div>
      {open && (
        <div
          id={calendarId}
          className={`${block}__calendar`}
          role="group"
          aria-label={label}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              close();
            }
          }}
        >
          {hint && <p className={`${block}__hint`}>{hint}</p>}
          {loaded ? (
            <loaded.Calendar
              locale={loaded.locale}
              start={start}
              end={end}
              today={isoOfLocalDate(new Date())}
              months={twoMonthsFrom && window.matchMedia(twoMonthsFrom).matches ? 2 : 1}
              onChange={(s, e) => {
                const complete = s !== '' && e !== '' && e > s;
                onPick(s, e, complete);
                if (complete) close();
              }}
            />
          ) : (
            <p role="status">{t(`${keys}.loadingCalendar`)}</p>
          )}
        </div>
      )}
    </>
  );
}
