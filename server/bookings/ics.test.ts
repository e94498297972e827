import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { foldLine, icsOf, type CalendarEvent } from './ics';

const event: CalendarEvent = {
  uid: 'BW-7K3M9Q2P@bluewater.test',
  stamp: new Date('2026-06-01T09:30:12.345Z'),
  dateStart: '2026-07-04',
  dateEnd: '2026-07-11',
  summary: 'Yacht charter: Bavaria 46; Lady "Blue", Sukošan',
  location: 'Marina Dalmacija, Sukošan, Croatia',
  description: `Reference BW-7K3M9Q2P\nCheck-in 17:00, check-out 09:00\n${'Ωμέγα long line '.repeat(12)}`,
  url: 'https://bluewater.test/el/booking/abc',
  status: 'CONFIRMED',
};

describe('the booking calendar file (issue 12)', () => {
  it('is valid iCalendar: one all-day event check-in through check-out, UID, DTSTAMP, text read back as written', () => {
    const text = icsOf(event);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const parsed = new ICAL.Event(vevent);
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.startDate.isDate).toBe(true);
    expect(parsed.startDate.toString()).toBe('2026-07-04');
    // DTEND is exclusive: the day after check-out, so the check-out day shows.
    expect(parsed.endDate.toString()).toBe('2026-07-12');
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.location).toBe(event.location);
    expect(parsed.description).toBe(event.description);
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-06-01T09:30:12Z');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  });

  it('ends every line in CRLF and folds at 75 octets without splitting a character', () => {
    const text = icsOf(event);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(100)}`);
    expect(folded.split('\r\n ').join('')).toBe(`DESCRIPTION:${'é'.repeat(100)}`);
  });
});
