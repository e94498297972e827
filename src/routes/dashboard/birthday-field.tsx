import { useRef, useState, type ComponentType } from 'react';
import type { DayPickerLocale } from 'react-day-picker';
import { useLanguage } from '../../components/layout/language-root';
import { useT } from '../../i18n/use-t';
import type { DateCalendarProps } from '../../features/calendar/date-calendar';

// The birthday: a YYYY-MM-DD text field (autocomplete bday, so the browser can fill it) and a button that
// opens the site's calendar, whose code loads on first open. Escape or a chosen day closes it.

interface Props {
  id: string;
  value: string;
  onChange(value: string): void;
  today: string;
  errorId?: string;
  invalid?: boolean;
}

interface Loaded {
  Calendar: ComponentType<DateCalendarProps>;
  locale: DayPickerLocale;
}

export function BirthdayField({ id, value, onChange, today, errorId, invalid }: Props) {
  const t = useT('dashboard');
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hintId = `${id}-hint`;

  const toggle = async () => {
    if (!open && !loaded) {
      const [module, locale] = await Promise.all([
        import('../../features/calendar/date-calendar'),
        import('../../features/calendar/day-picker-locale').then((l) => l.loadDayPickerLocale(lang)),
      ]);
      setLoaded({ Calendar: module.default, locale });
    }
    setOpen(!open);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="dashboard__date">
      <div className="dashboard__date-row">
        <input
          id={id}
          name="births_day"
          type="text"
          inputMode="numeric"
          autoComplete="bday"
          placeholder={t('profile.birthdayFormat')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        />
        <button ref={button} type="button" className="button button--secondary" aria-expanded={open} onClick={() => void toggle()}>
          {open ? t('profile.closeCalendar') : t('profile.openCalendar')}
        </button>
      </div>
      <p id={hintId} className="dashboard__hint">
        {t('profile.birthdayHint')}
      </p>
      {open && loaded && (
        <div
          className="dashboard__calendar"
          role="group"
          aria-label={t('profile.calendarLabel')}
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
        >
          <loaded.Calendar
            locale={loaded.locale}
            value={value}
            from="1900-01-01"
            to={today}
            onChange={(day) => {
              onChange(day);
              if (day) close();
            }}
          />
        </div>
      )}
    </div>
  );
}
