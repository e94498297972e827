import { DayPicker, type DateRange, type DayPickerLocale } from 'react-day-picker';
import { isoOfLocalDate, localDateOf } from './calendar-dates';
import calendarStylesUrl from 'react-day-picker/style.css?url';

// The range calendar of the search forms (I6): react-day-picker in the visitor's language, from today
// on. This module, the library and each language's locale are chunks of their own, loaded when the
// visitor first opens the calendar (only a dynamic import reaches it, so it stays out of the app chunk).

export interface RangeCalendarProps {
  locale: DayPickerLocale;
  start: string;
  end: string;
  today: string;
  months: number;
  /** Every click: the range so far ('' for an end not chosen yet). */
  onChange(start: string, end: string): void;
}

export default function RangeCalendar({ locale, start, end, today, months, onChange }: RangeCalendarProps) {
  const from = localDateOf(start);
  const todayDate = localDateOf(today);
  const select = (range: DateRange | undefined) =>
    onChange(range?.from ? isoOfLocalDate(range.from) : '', range?.to ? isoOfLocalDate(range.to) : '');
  return (
    <>
      <link rel="stylesheet" href={calendarStylesUrl} precedence="default" />
      <DayPicker
        mode="range"
        locale={locale}
        selected={from ? { from, to: localDateOf(end) } : undefined}
        onSelect={select}
        defaultMonth={from ?? todayDate}
        disabled={todayDate ? { before: todayDate } : undefined}
        numberOfMonths={months}
        autoFocus
      />
    </>
  );
}
