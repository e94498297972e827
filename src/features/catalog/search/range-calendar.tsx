import { DayPicker, type DateRange, type DayPickerLocale } from 'react-day-picker';
import type { LanguageCode } from '../../../contract/languages';
import { isoOfLocalDate, localDateOf } from './calendar-dates';
import calendarStylesUrl from 'react-day-picker/style.css?url';

// The search's range calendar (I6): react-day-picker in the visitor's language. This module, the
// library and each language's locale are chunks of their own, loaded when the visitor first opens the
// calendar (vite.config.ts's LAZY_ONLY keeps the library out of the app chunk).

const LOCALES: Record<LanguageCode, () => Promise<DayPickerLocale>> = {
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

export const loadCalendarLocale = (lang: LanguageCode): Promise<DayPickerLocale> => LOCALES[lang]();

export interface RangeCalendarProps {
  locale: DayPickerLocale;
  start: string;
  end: string;
  today: string;
  /** Every click: the range so far ('' for an end not chosen yet). */
  onChange(start: string, end: string): void;
}

export default function RangeCalendar({ locale, start, end, today, onChange }: RangeCalendarProps) {
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
        autoFocus
      />
    </>
  );
}
