// Booking Manager's date-times carry no zone ("2026-09-25 11:59:09"). MMK Systems is in Split and a public
// client that measured a real account reads them in Europe/Zagreb (tests/simulators/booking-manager/
// SOURCES.md): so do we, as an option's expiry must be the same instant here and there.

const ZONE = 'Europe/Zagreb';
const LOCAL = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

function fields(at: Date): Record<string, string> {
  return Object.fromEntries(LOCAL.formatToParts(at).map((p) => [p.type, p.value]));
}

/** The instant as Booking Manager writes it: "YYYY-MM-DD HH:mm:ss", Zagreb time, to the second. */
export function bmDateTime(at: Date): string {
  const f = fields(at);
  return `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}:${f.second}`;
}

/** Zagreb's offset from UTC at an instant, in ms. */
function offsetAt(ms: number): number {
  const f = fields(new Date(ms));
  return (
    Date.UTC(Number(f.year), Number(f.month) - 1, Number(f.day), Number(f.hour), Number(f.minute), Number(f.second)) -
    Math.floor(ms / 1000) * 1000
  );
}

/**
 * A Booking Manager date-time (Zagreb time) as an instant; null when it is not one. In the hour the clocks
 * go back the wall time is read as the earlier instant (an option is never thought to last longer than it
 * does); in the hour they skip, with the offset before the change.
 */
export function instantOfBm(text: string): Date | null {
  const m = DATE_TIME.exec(text);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0));
  if (Number.isNaN(wall)) return null;
  const day = 86_400_000;
  const candidates = [wall - offsetAt(wall - day), wall - offsetAt(wall + day)];
  const exact = candidates.filter((at) => offsetAt(at) === wall - at).sort((a, b) => a - b);
  return new Date(exact[0] ?? candidates[0]!);
}
