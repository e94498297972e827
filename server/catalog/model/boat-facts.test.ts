import { describe, expect, it } from 'vitest';
import {
  bestOffer,
  boatDiscount,
  boatOfRow,
  canStartWithin,
  dayNumber,
  heldListPrice,
  isBooked,
  isoOfDay,
  priceFrom,
  type Boat,
} from './boat-facts';
import type { BoatRow } from './catalog-model-data';

// The in-memory catalog's facts of one boat (docs/decisions/026), each against days worked out by hand.

function boat(parts: Partial<Pick<BoatRow, 'prices' | 'offers' | 'booked' | 'discount_rules'>>): Boat {
  return boatOfRow({ prices: [], offers: [], booked: [], obligatory_extras: [], discount_rules: [], ...parts } as unknown as BoatRow);
}
const d = dayNumber;
const held = (from: string, until: string) => ({ from: d(from), until: d(until) });

// Two adjacent season periods (100 € a day, then 150 € a day from July), a booking 10–17 July.
const fleetBoat = boat({
  prices: [
    ['2027-06-01', '2027-07-01', 100],
    ['2027-07-01', '2027-08-01', 150],
  ],
  booked: [['2027-07-10', '2027-07-17']],
  offers: [
    ['2027-06-01', '2027-06-30', 10, 'june-ten', 7, false, { en: 'June' }],
    ['2027-06-05', '2027-06-20', 15, 'mid-june', 9, false, { en: 'Mid June' }],
    ['2027-06-05', '2027-06-20', 15, 'mid-june-later', 12, true, { en: 'Mid June, later' }],
  ],
});

describe('day numbers', () => {
  it('round-trips ISO dates across month, year and leap day', () => {
    for (const iso of ['1970-01-01', '2027-02-28', '2028-02-29', '2027-12-31']) expect(isoOfDay(d(iso))).toBe(iso);
    expect(d('2028-03-01') - d('2028-02-28')).toBe(2);
  });

  it('reads every day from 1900 to 2200 as the calendar counts it (read digit by digit, issue 31)', () => {
    const DAY_MS = 86_400_000;
    const misread: string[] = [];
    for (let day = Date.UTC(1900, 0, 1) / DAY_MS; day <= Date.UTC(2200, 11, 31) / DAY_MS; day++) {
      const iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
      if (d(iso) !== day) misread.push(iso);
    }
    expect(misread).toEqual([]);
  });
});

describe('C6 list price and availability', () => {
  it('C6 sums each held day at its own period’s price, across the change of season', () => {
    expect(heldListPrice(fleetBoat, held('2027-06-28', '2027-07-03'))).toBe(3 * 100 + 2 * 150);
  });
  it('C6 a held day outside every season period leaves the boat unpriced', () => {
    expect(heldListPrice(fleetBoat, held('2027-07-29', '2027-08-05'))).toBeNull();
    expect(heldListPrice(fleetBoat, held('2027-05-30', '2027-06-02'))).toBeNull();
  });
  it('C6 a booking blocks the days it holds; the check-out day is free for the next check-in', () => {
    expect(isBooked(fleetBoat, held('2027-07-16', '2027-07-23'))).toBe(true);
    expect(isBooked(fleetBoat, held('2027-07-03', '2027-07-11'))).toBe(true);
    expect(isBooked(fleetBoat, held('2027-07-17', '2027-07-24'))).toBe(false);
    expect(isBooked(fleetBoat, held('2027-07-03', '2027-07-10'))).toBe(false);
  });
});

describe('C6 over a long history of runs (found by halving, issue 31)', () => {
  // Two years of weekly bookings with a free week between, and monthly season periods (none in February 2026,
  // each third one ending a day early): the facts must be those counted day by day.
  const weeks = Array.from({ length: 52 }, (_, k) => [isoOfDay(d('2026-01-03') + 14 * k), isoOfDay(d('2026-01-10') + 14 * k)]);
  const firstOf = (k: number) => `${2026 + Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}-01`;
  const periods = Array.from({ length: 24 }, (_, k) => [firstOf(k), isoOfDay(d(firstOf(k + 1)) - (k % 3 === 2 ? 1 : 0)), 100 + k]).filter(
    (_, k) => k !== 1,
  );
  const long = boat({ booked: weeks as [string, string][], prices: periods as [string, string, number][] });
  const bookedOn = (day: number) => weeks.some(([from, until]) => d(from!) <= day && day < d(until!));
  const priceOn = (day: number) =>
    periods.find(([from, until]) => d(from as string) <= day && day < d(until as string))?.[2] as number | undefined;

  it('C6 a stay is booked exactly when one of its days is, and priced as the sum of its days', () => {
    for (let from = d('2025-12-20'); from < d('2028-01-10'); from += 3) {
      for (const nights of [1, 3, 7, 14]) {
        const stay = { from, until: from + nights };
        const days = Array.from({ length: nights }, (_, k) => from + k);
        expect(isBooked(long, stay)).toBe(days.some(bookedOn));
        const prices = days.map(priceOn);
        expect(heldListPrice(long, stay)).toBe(prices.includes(undefined) ? null : prices.reduce((sum, p) => sum! + p!, 0));
      }
    }
  });

  it('price_from is seven times the lowest daily price of the periods of the coming 12 months', () => {
    // From 1 June 2026 the next 12 months reach into May 2027: the cheapest is June 2026 (105 a day).
    expect(priceFrom(long, d('2026-06-01'))).toBe(7 * 105);
    // From 15 March 2027: March 2027 (114) is the first period still running; the rest are dearer.
    expect(priceFrom(long, d('2027-03-15'))).toBe(7 * 114);
    expect(priceFrom(long, d('2028-01-01'))).toBeNull();
  });
});

describe('C6 best offer', () => {
  it('C6 only an offer covering every held day counts; the best discount wins, then the first made', () => {
    expect(bestOffer(fleetBoat, held('2027-06-06', '2027-06-13'))).toMatchObject({ kind: 'offer', slug: 'mid-june', discountPercent: 15 });
    expect(bestOffer(fleetBoat, held('2027-06-15', '2027-06-22'))).toMatchObject({ kind: 'offer', slug: 'june-ten', discountPercent: 10 });
    expect(bestOffer(fleetBoat, held('2027-06-25', '2027-07-02'))).toBeNull();
  });
});

describe('price_from', () => {
  it('is seven times the lowest daily price of the periods of the coming 12 months', () => {
    expect(priceFrom(fleetBoat, d('2027-01-01'))).toBe(700);
    expect(priceFrom(fleetBoat, d('2027-07-01'))).toBe(1050);
    expect(priceFrom(fleetBoat, d('2027-08-01'))).toBeNull();
    expect(priceFrom(fleetBoat, d('2026-05-31'))).toBeNull();
  });
});

describe('C13 a start within a window', () => {
  it('C13 finds a free stretch across adjacent periods and around bookings', () => {
    // Free stretches: 1 June – 10 July (39 days) and 17 July – 1 August (15 days).
    expect(canStartWithin(fleetBoat, d('2027-07-05'), d('2027-07-08'), 7)).toBe(false);
    expect(canStartWithin(fleetBoat, d('2027-07-03'), d('2027-07-08'), 7)).toBe(true);
    expect(canStartWithin(fleetBoat, d('2027-07-12'), d('2027-07-20'), 14)).toBe(true);
    expect(canStartWithin(fleetBoat, d('2027-07-12'), d('2027-07-20'), 16)).toBe(false);
    expect(canStartWithin(fleetBoat, d('2027-06-25'), d('2027-06-30'), 14)).toBe(true);
  });
});

describe('issue 27: a boat’s one discount, its offer against its discount rules (decision 048)', () => {
  const ruled = boat({
    offers: [['2027-06-01', '2027-06-30', 10, 'june-ten', 7, false, { en: 'June' }]],
    discount_rules: [
      [3, 'long_stay', 12, '2027-06-01', '2027-09-01', null, null, 14],
      [4, 'early_booking', 10, '2027-06-01', '2027-09-01', '2027-01-31', null, null],
    ],
  });
  const charter = (from: string, until: string, today: string) => ({ ...held(from, until), nights: d(until) - d(from), today: d(today) });

  it('the offer wins a tie with a rule; a better rule wins; no rule applies outside its conditions', () => {
    expect(boatDiscount(ruled, charter('2027-06-05', '2027-06-12', '2027-01-01'))).toMatchObject({ kind: 'offer', discountPercent: 10 });
    expect(boatDiscount(ruled, charter('2027-06-05', '2027-06-19', '2027-03-01'))).toMatchObject({
      kind: 'long_stay',
      discountPercent: 12,
      slug: null,
    });
    expect(boatDiscount(ruled, charter('2027-07-05', '2027-07-12', '2027-01-31'))).toMatchObject({ kind: 'early_booking' });
    expect(boatDiscount(ruled, charter('2027-07-05', '2027-07-12', '2027-02-01'))).toBeNull();
  });
});
