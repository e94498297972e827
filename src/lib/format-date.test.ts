import { afterAll, describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatShortDate } from './format-date';

// West of Greenwich, where midnight UTC is still the day before: a date written in local time would
// show a day early (the browser's zone is the visitor's, the server's is UTC).
const zone = process.env.TZ;
process.env.TZ = 'America/Los_Angeles';
afterAll(() => {
  process.env.TZ = zone;
});

// R1 (each language with its own tag): dates are written as that language writes them, never as
// YYYY-MM-DD; S2 (no hydration mismatch): the same day on the server and in the browser, whatever their zones.
describe("dates in the visitor's language", () => {
  it("R1 a check-in day carries its weekday; a date in a sentence is in words; a table's date is short", () => {
    expect(formatDay('2027-01-23', 'en')).toBe('Saturday, January 23, 2027');
    expect(formatDate('2027-01-23', 'en')).toBe('January 23, 2027');
    expect(formatShortDate('2027-01-23', 'en')).toBe('Jan 23, 2027');
    expect(formatDay('2027-01-23', 'de')).toBe('Samstag, 23. Januar 2027');
    expect(formatShortDate('2027-01-23', 'de')).toBe('23.01.2027');
    expect(formatDate('2027-01-23', 'fr')).toBe('23 janvier 2027');
  });

  it('R1 the site\'s "ua" is written in Ukrainian', () => {
    expect(formatDate('2027-01-23', 'ua')).toBe('23 січня 2027 р.');
  });

  it('issue 15: dates written before are kept apart by language and style, and any number of days still answers', () => {
    for (let i = 0; i < 25_000; i++) formatShortDate(new Date(Date.UTC(2000, 0, 1 + i)).toISOString().slice(0, 10), 'it');
    expect(formatShortDate('2027-01-23', 'it')).toBe('23 gen 2027');
    expect(formatDate('2027-01-23', 'it')).toBe('23 gennaio 2027');
    expect(formatShortDate('2027-01-23', 'es')).toBe('23 ene 2027');
  });

  it('S2 the day is the calendar day of the date, not shifted by a time zone', () => {
    expect(formatShortDate('2027-12-31', 'en')).toBe('Dec 31, 2027');
    expect(formatShortDate('2027-01-01', 'en')).toBe('Jan 1, 2027');
  });
});
