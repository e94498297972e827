import { dateRange, daysBetween, yearOf } from './dates';
import type { FleetYacht } from './yacht-rows';
import { createRandom, seedOf } from './prng';

// Season prices from 1 January of this year to 31 December of next year, as charter companies publish
// them: low, shoulder, high and peak periods with one price per day each. Boats laid up for the winter
// have no prices from November to March, so "priced for every day of the trip" excludes them then.

export interface SeasonPeriod {
  start: string;
  /** Exclusive. */
  end: string;
  pricePerDay: number;
}

// [first day (MM-DD), share of the peak price] — each season runs until the next one starts.
const SEASONS = {
  mediterranean: [
    ['01-01', 0.45],
    ['04-01', 0.58],
    ['05-16', 0.78],
    ['06-20', 0.92],
    ['07-11', 1],
    ['08-22', 0.9],
    ['09-12', 0.72],
    ['10-10', 0.55],
    ['11-01', 0.45],
  ],
  // Caribbean, Indian Ocean and Andaman Sea: high season in the northern winter, low in the rains.
  tropical: [
    ['01-01', 1],
    ['04-16', 0.82],
    ['06-01', 0.58],
    ['11-01', 0.8],
    ['12-15', 1],
  ],
} as const;

const WINTER_START = '11-01';
const WINTER_END = '04-01';
const NEXT_YEAR_INCREASE = 1.04;

export function seasonPeriods(yacht: FleetYacht, today: string): SeasonPeriod[] {
  const random = createRandom(seedOf(`prices:${yacht.row.id}`));
  const age = Math.max(0, yearOf(today) - yacht.row.year);
  const ageFactor = Math.max(0.6, 1 - 0.035 * age);
  const peakDay = (yacht.model.peakWeek / 7) * ageFactor * yacht.country.priceLevel * (0.9 + random.next() * 0.2);
  const seasons = SEASONS[yacht.country.season];
  const periods: SeasonPeriod[] = [];
  for (const year of [yearOf(today), yearOf(today) + 1]) {
    const increase = year === yearOf(today) ? 1 : NEXT_YEAR_INCREASE;
    seasons.forEach(([from, share], i) => {
      const next = seasons[i + 1];
      const start = `${year}-${from}`;
      const end = next ? `${year}-${next[0]}` : `${year + 1}-01-01`;
      if (yacht.laidUp && (from >= WINTER_START || from < WINTER_END)) return;
      // Whole euros, rounded to 5 as price lists are.
      periods.push({ start, end, pricePerDay: Math.max(5, Math.round((peakDay * share * increase) / 5) * 5) });
    });
  }
  return periods;
}

export function priceRows(yacht: FleetYacht, periods: readonly SeasonPeriod[]) {
  return periods.map((p) => ({ yachtId: yacht.row.id, period: dateRange(p.start, p.end), pricePerDay: p.pricePerDay }));
}

/** The price of one day, or null when the boat has no price for it. */
export function priceOn(periods: readonly SeasonPeriod[], day: string): number | null {
  for (const p of periods) if (day >= p.start && day < p.end) return p.pricePerDay;
  return null;
}

/** The price of each of `days` days from `from` (null where the boat has none): one array lookup per day. */
export function dailyPrices(periods: readonly SeasonPeriod[], from: string, days: number): (number | null)[] {
  const prices: (number | null)[] = new Array<number | null>(days).fill(null);
  for (const p of periods) {
    const start = Math.max(0, daysBetween(from, p.start));
    const end = Math.min(days, daysBetween(from, p.end));
    for (let d = start; d < end; d++) prices[d] = p.pricePerDay;
  }
  return prices;
}
