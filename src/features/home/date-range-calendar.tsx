import { useEffect, useRef } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import type { Locale } from 'date-fns';
import type { LanguageCode } from '../../contract/languages';
import { isoOfLocalDate, localDateOf } from './calendar-dates';
import calendarStylesUrl from 'react-day-picker/style.css?url';

// The range calendar of the home search box (I6): react-day-picker in the visitor's language, loaded
// only when the visitor first opens it (this module and its locale are their own chunks, kept out of
// the app chunk by vite.config.ts's LAZY_ONLY).

const LOCALES: Record<LanguageCode, () => Promise<Locale>> = {
  en: () => import('react-day-picker/locale/en-US').then((m) => m.enUS),
  ru: () => import('react-day-picker/locale/ru').then((m) => m.ru),
  de: () => import('react-day-picker/locale/de').then((m) => m.de),
  fr: () => import('react-day-picker/locale/fr').then((m) => m.fr),
  lv: () => import('react-day-picker/locale/lv').then((m) => m.lv),
  el: () => import('react-day-picker/locale/el').then((m) => m.el),
  es: () => import('react-day-picker/locale/es').then((m) => m.es),
  it: () => import('react-day-picker/locale/it').then((m) => m.it),
  tr: () => import('react-day-picker/locale/tr').then((m) => m.tr),
  ua: () => import('react-day-picker/locale/uk').then((m) => m.uk),
  cs: () => import('react-day-picker/locale/cs').then((m) => m.cs),
  nl: () => import('react-day-picker/locale/nl').then((m) => m.nl),
};

export const loadCalendarLocale = (lang: LanguageCode): Promise<Locale> => LOCALES[lang]();

export interface CalendarProps {
  locale: Locale;
  start: string;
  end: string;
  today: string;
  months: number;
  onChange(start: string, end: string): void;
  /** The range is complete (check-out after check-in). */
  onDone(): void;
}

export function DateRangeCalendar({ locale, start, end, today, months, onChange, onDone }: CalendarProps) {
  const from = localDateOf(start);
  const to = localDateOf(end);
  const todayDate = localDateOf(today);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  const select = (range: DateRange | undefined) => {
    const nextStart = range?.from ? isoOfLocalDate(range.from) : '';
    const nextEnd = range?.to ? isoOfLocalDate(range.to) : '';
    onChange(nextStart, nextEnd);
    if (nextStart && nextEnd && nextEnd > nextStart) done.current();
  };

  return (
    <>
      <link rel="stylesheet" href={calendarStylesUrl} precedence="default" />
      <DayPicker
        mode="range"
        locale={locale}
        selected={from ? { from, to } : undefined}
        onSelect={select}
        defaultMonth={from ?? todayDate}
        disabled={todayDate ? { before: todayDate } : undefined}
        numberOfMonths={months}
        autoFocus
      />
    </>
  );
}
