import type { DayPickerLocale } from 'react-day-picker';
import type { LanguageCode } from '../../contract/languages';

// I6: the date picker speaks the visitor's language (month and day names, its own labels). Each
// language's locale is its own small chunk, fetched with the calendar when the visitor first opens it.
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

export const loadDayPickerLocale = (lang: LanguageCode): Promise<DayPickerLocale> => LOCALES[lang]();
