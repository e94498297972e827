import type { LoaderArgs, LoadersOf } from '../../route-loader.server';
import type { YachtResponse } from '../../contract/yacht-api';
import { ApiError } from '../../lib/api-client';
import { stepOneBoatKey, stepOneInput, stepOneQuoteDates, stepOneQuoteKey } from './data';
import type { detailsRoutes } from './route';

// B1: the boat (an unknown one is the page's 404) and the quote for the query's dates. A quote the API
// refuses (dates taken, not priced) is no error: the page says so and offers the calendar.
async function loadStepOne({ params, lang, search, fetch }: LoaderArgs): Promise<void> {
  const input = stepOneInput(params, search);
  if (!input.slug) throw new ApiError(404, { message: 'The boat was not found' });
  const { data: boat } = await fetch<YachtResponse>(stepOneBoatKey(input.slug, lang));
  const quote = stepOneQuoteKey(boat.id, stepOneQuoteDates(input), lang);
  if (quote) {
    await fetch(quote).catch((err: unknown) => {
      if (!(err instanceof ApiError) || err.status >= 500) throw err;
    });
  }
}

export const detailsLoaders = { details: loadStepOne, frameDetails: loadStepOne } satisfies LoadersOf<typeof detailsRoutes>;
