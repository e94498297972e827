import type { LoaderArgs } from '../route-table';
import type { YachtResponse } from '../contract/yacht-api';
import { ApiError } from '../lib/api-client';
import { isYachtSlug, yachtKey } from './yacht';
import { periodPricesKey } from './yacht-period-prices';
import { DAILY_PRICES_MISSING, dailyPricesKey, isNoDailyPrices } from './yacht-daily-prices';
import { availabilityKey } from './yacht-availability';
import { datesOfQuery, quoteKey } from './yacht-quote';

// The boat routes' server data (S2): the boat, then its price calendars, bookings and, with dates in the
// query, the quote, all as SWR fallback so the browser asks nothing until the visitor picks dates.
export async function loadYachtPage({ params, lang, search, fetch }: LoaderArgs): Promise<void> {
  const slug = params.yachtSlug ?? '';
  // R8: a slug the API would refuse (400) can be no boat: the page's 404, not an error page.
  if (!isYachtSlug(slug)) throw new ApiError(404, { message: 'The boat was not found' });
  const { data: boat } = await fetch<YachtResponse>(yachtKey(slug, lang));
  const dates = datesOfQuery(search);
  await Promise.all([
    fetch(periodPricesKey(boat.id)),
    fetch(dailyPricesKey(boat.id)).catch((err: unknown) => {
      // A6: no daily prices; the page shows none (and the browser does not ask again).
      if (!isNoDailyPrices(err)) throw err;
      console.warn(`${DAILY_PRICES_MISSING} ${boat.id}`);
    }),
    fetch(availabilityKey(boat.id)),
    // Dates the boat is not free for (409) or that the API refuses: the page says so instead of a price.
    dates ? fetch(quoteKey(boat.id, dates, lang)).catch(() => undefined) : undefined,
  ]);
}
