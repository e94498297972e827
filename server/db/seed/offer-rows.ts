import type { offers } from '../schema';
import { addDays, dateRange, yearOf } from './dates';
import { OFFER_TITLES } from './facts/offer-texts';
import { fullModelName } from './catalog-rows';
import { createRandom, seedOf } from './prng';
import { priceOn, type SeasonPeriod } from './season-prices';
import { fillAll } from './translated';
import type { FleetYacht } from './yacht-rows';
import { CITY_NAMES, dataTextIn } from '../../catalog/data-texts';

export type OfferRow = typeof offers.$inferInsert;

type OfferKind = keyof typeof OFFER_TITLES;

// Discounts on some boats: last-minute weeks in the coming month (a few already expired, for the
// /offerexpired page), early-booking discounts on next season, and special offers in between.
export function offerRow(yacht: FleetYacht, periods: readonly SeasonPeriod[], today: string): OfferRow | null {
  const random = createRandom(seedOf(`offer:${yacht.row.id}`));
  if (!random.chance(0.1)) return null;
  const kind = random.weighted<OfferKind>([
    ['last-minute', 5],
    ['early-booking', 3],
    ['special', 2],
  ]);
  const nextYear = yearOf(today) + 1;
  let start: string;
  let end: string;
  let percent: number;
  if (kind === 'last-minute') {
    start = random.chance(0.12) ? addDays(today, -random.int(30, 60)) : addDays(today, random.int(0, 14));
    end = addDays(start, 7 * random.int(2, 4));
    percent = random.int(15, 30);
  } else if (kind === 'early-booking') {
    start = yacht.country.season === 'tropical' ? `${nextYear}-01-01` : `${nextYear}-04-01`;
    end = yacht.country.season === 'tropical' ? `${nextYear}-04-16` : `${nextYear}-07-01`;
    percent = random.int(5, 15);
  } else {
    start = addDays(`${nextYear}-05-01`, random.int(0, 120));
    end = addDays(start, 7 * random.int(1, 3));
    percent = random.int(10, 20);
  }
  // An offer only makes sense where the boat has prices.
  if (priceOn(periods, start) === null || priceOn(periods, addDays(end, -1)) === null) return null;
  return {
    slug: `${kind}-${yacht.row.slug}`,
    yachtId: yacht.row.id,
    period: dateRange(start, end),
    discountPercent: percent,
    title: fillAll(OFFER_TITLES[kind], (language) => ({
      percent,
      name: yacht.row.name,
      model: fullModelName(yacht.model),
      city: dataTextIn(CITY_NAMES, yacht.base.city, language),
    })),
    featured: random.chance(0.25),
  };
}
