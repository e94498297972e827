import { isIsoDate } from '../../contract/iso-date';

// The calendar works with Date objects at local midnight; the form, the URL and the API with §9's
// YYYY-MM-DD (I6). These convert between the two without any time zone shifting a day.

export function localDateOf(iso: string): Date | undefined {
  if (!isIsoDate(iso)) return undefined;
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export function isoOfLocalDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A date field that is empty or holds a whole calendar date (not "2027-0" half typed). */
export const isDateOrEmpty = (value: string): boolean => value === '' || isIsoDate(value);
