import { addDays } from '../../src/contract/iso-date';

// A one-event iCalendar file (RFC 5545) for a charter: an all-day event from the check-in day through the
// check-out day. DTEND of an all-day event is exclusive, so it is the day after check-out: calendars then
// show the check-out day too, when the crew is still on board until the morning. Lines end in CRLF and are
// folded at 75 octets; text values are escaped.

export interface CalendarEvent {
  /** Globally unique and stable for the booking, so a second import updates the first. */
  uid: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  dateStart: string;
  /** The check-out day (inclusive in the calendar). */
  dateEnd: string;
  summary: string;
  location: string;
  description: string;
  url: string;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
}

const escapeText = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
const basicDate = (isoDate: string) => isoDate.replaceAll('-', '');
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Folds a content line into chunks of at most 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const chunks: string[] = [];
  let chunk = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // Continuation lines start with a space, which counts toward their 75.
    if (octets + size > (chunks.length ? 74 : 75)) {
      chunks.push(chunk);
      chunk = '';
      octets = 0;
    }
    chunk += char;
    octets += size;
  }
  chunks.push(chunk);
  return chunks.join('\r\n ');
}

export function icsOf(event: CalendarEvent): string {
  return calendarOf([], [event]);
}

/**
 * A calendar of many events with a name (issue 27: a company's feed, which calendar apps subscribe to and
 * read again about hourly, as REFRESH-INTERVAL asks).
 */
export function icsFeedOf(name: string, events: readonly CalendarEvent[]): string {
  return calendarOf([`X-WR-CALNAME:${escapeText(name)}`, 'REFRESH-INTERVAL;VALUE=DURATION:PT1H', 'X-PUBLISHED-TTL:PT1H'], events);
}

function calendarOf(header: readonly string[], events: readonly CalendarEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bluewater//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...header,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${utcStamp(event.stamp)}`,
      `DTSTART;VALUE=DATE:${basicDate(event.dateStart)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(event.dateEnd, 1))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `LOCATION:${escapeText(event.location)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `URL:${event.url}`,
      `STATUS:${event.status}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
