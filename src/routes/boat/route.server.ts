import { PageRedirect, type LoaderArgs, type LoadersOf } from '../../route-loader.server';
import type { YachtResponse } from '../../contract/yacht-api';
import { ApiError } from '../../lib/api-client';
import { boatPath } from '../../lib/boat-path';
import { DAILY_PRICES_MISSING, isNoDailyPrices } from '../../api/yacht-daily-prices';
import { boatDataKeys, boatInput, boatKey } from './data';
import type { boatRoutes } from './route';

// The boat routes' server data (S2): the boat, then its price calendars, bookings and, with dates in the
// query, the quote, all as SWR fallback so the browser asks nothing until the visitor picks dates.
async function loadBoatPage({ params, lang, search, fetch }: LoaderArgs, framed: boolean): Promise<void> {
  const input = boatInput(params, search);
  if (!input.slug) throw new ApiError(404, { message: 'The boat was not found' });
  const { data: boat } = await fetch<YachtResponse>(boatKey(input.slug, lang));
  // R11: a boat has one URL, its type's; any other type segment is moved there for good (query kept).
  if (params.yachtType !== undefined && params.yachtType !== boat.type.slug) {
    throw new PageRedirect(boatPath(lang, boat, { frame: framed }));
  }
  const keys = boatDataKeys(boat.id, input.dates, lang);
  await Promise.all([
    fetch(keys.periods),
    fetch(keys.daily).catch((err: unknown) => {
      // A6: no daily prices; the page shows none (and the browser does not ask again).
      if (!isNoDailyPrices(err)) throw err;
      console.warn(`${DAILY_PRICES_MISSING} ${boat.id}`);
    }),
    fetch(keys.availability),
    // Dates the API refuses (4xx): the page says so instead of showing a price.
    keys.quote ? fetch(keys.quote).catch(refusedIsNone) : undefined,
  ]);
}

function refusedIsNone(err: unknown): undefined {
  if (!(err instanceof ApiError) || err.status >= 500) throw err;
  return undefined;
}

export const boatLoaders = {
  catamaran: (args) => loadBoatPage({ ...args, params: { ...args.params, yachtType: 'catamaran' } }, false),
  yacht: (args) => loadBoatPage(args, false),
  frameYacht: (args) => loadBoatPage(args, true),
} satisfies LoadersOf<typeof boatRoutes>;
