import { addDays } from '../../contract/iso-date';
import type { DateRange } from '../../contract/yacht-search';

// Issue 30 item 6: why a boat cannot be chartered on the chosen dates, when its own season prices tell.
// A night is in the season when a season period (first day `day`, last day `date_to`) covers it; periods
// that follow each other without a gap make one season, which the page shows so the visitor can pick again.

interface Period {
  day: string;
  date_to: string;
}

export interface Season {
  from: string;
  to: string;
}

/** The seasons: runs of periods with no day between them, in order. */
function seasonsOf(periods: readonly Period[]): Season[] {
  const seasons: Season[] = [];
  for (const p of [...periods].sort((a, b) => a.day.localeCompare(b.day))) {
    const last = seasons.at(-1);
    if (last && p.day <= addDays(last.to, 1)) {
      if (p.date_to > last.to) last.to = p.date_to;
    } else seasons.push({ from: p.day, to: p.date_to });
  }
  return seasons;
}

/**
 * The season to show when some night of `dates` (check-in up to the night before check-out) is in no
 * season: the first one that ends on or after check-in, else the last one. Null when every night is in a
 * season (the boat is then unavailable for another reason) or the boat has no season at all.
 */
export function seasonMissed(dates: DateRange, periods: readonly Period[]): Season | null {
  const seasons = seasonsOf(periods);
  const lastNight = addDays(dates.end, -1);
  const inside = seasons.some((s) => s.from <= dates.start && lastNight <= s.to);
  if (inside || seasons.length === 0) return null;
  return seasons.find((s) => s.to >= dates.start) ?? seasons.at(-1)!;
}
