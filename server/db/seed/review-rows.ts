import type { reviews } from '../schema';
import { addDays } from './dates';
import { NATIONALITIES } from './facts/people';
import { REVIEW_PHRASES } from './facts/review-texts';
import { createRandom, seedOf } from './prng';
import { fill } from './translated';
import type { FleetYacht } from './yacht-rows';

export type ReviewRow = typeof reviews.$inferInsert;

/** One decimal, as ratings are shown. */
const roundRate = (rate: number) => Math.round(rate * 10) / 10;

// Guests' reviews of past charters, each in the reviewer's language, rated 3.0–5.0 with one decimal.
// Most boats have a few; some newer ones none.
export function reviewRows(yacht: FleetYacht, today: string): ReviewRow[] {
  const random = createRandom(seedOf(`reviews:${yacht.row.id}`));
  if (random.chance(0.28)) return [];
  const quality = 3.7 + random.next() * 1.2;
  const count = random.int(1, 8);
  const rows: ReviewRow[] = [];
  for (let i = 0; i < count; i++) {
    const guest = random.weighted(NATIONALITIES.map((n) => [n, n.share] as const));
    const rate = Math.min(5, Math.max(3, roundRate(quality + (random.next() - 0.5) * 1.2)));
    const phrases = REVIEW_PHRASES[guest.language];
    const opening = random.pick(rate >= 4.5 ? phrases.excellent : rate >= 3.8 ? phrases.good : phrases.mixed);
    const lastName = random.pick(guest.lastNames);
    rows.push({
      yachtId: yacht.row.id,
      author: `${random.pick(guest.firstNames)} ${initialOf(lastName)}.`,
      countryCode: guest.country,
      rate,
      language: guest.language,
      body: `${fill(opening, { name: yacht.row.name })} ${random.pick(phrases.details)}`,
      sailedOn: addDays(today, -random.int(10, 720)),
    });
  }
  return rows;
}

/** The yacht's rating as stored on the yacht: the mean of its reviews, one decimal. */
export function ratingOf(rows: readonly ReviewRow[]): number | null {
  if (rows.length === 0) return null;
  return roundRate(rows.reduce((sum, r) => sum + r.rate, 0) / rows.length);
}

// "van Dijk" signs as "D.", as Dutch names are alphabetised.
function initialOf(lastName: string): string {
  return lastName.match(/\p{Lu}/u)?.[0] ?? lastName.slice(0, 1);
}
