import { DayPicker, type DayPickerLocale } from 'react-day-picker';
import { isoOfLocalDate, localDateOf } from './calendar-dates';
import calendarStylesUrl from 'react-day-picker/style.css?url';

// The single-day calendar (a birthday on the dashboard, U6): the same react-day-picker as the range
// calendar, with month and year lists so a day decades back is two choices away. Loaded on first open.

export interface DateCalendarProps {
  locale: DayPickerLocale;
  /** YYYY-MM-DD or ''. */
  value: string;
  /** The first and the last day that can be chosen. */
  from: string;
  to: string;
  onChange(value: string): void;
}

export default function DateCalendar({ locale, value, from, to, onChange }: DateCalendarProps) {
  const selected = localDateOf(value);
  const first = localDateOf(from);
  const last = localDateOf(to);
  return (
    <>
      <link rel="stylesheet" href={calendarStylesUrl} precedence="default" />
      <DayPicker
        mode="single"
        locale={locale}
        captionLayout="dropdown"
        selected={selected}
        onSelect={(day) => onChange(day ? isoOfLocalDate(day) : '')}
        defaultMonth={selected ?? last}
        startMonth={first}
        endMonth={last}
        disabled={first && last ? [{ before: first }, { after: last }] : undefined}
        autoFocus
      />
    </>
  );
}
