import type { LoaderArgs, LoadersOf } from '../../route-loader.server';
import { bookingKey } from '../../api/booking';
import { ACCESS_TOKEN_PATTERN } from '../../contract/booking-token';
import { ApiError } from '../../lib/api-client';
import type { bookingRoutes } from './route';

// The booking's own page, reached by the unguessable link in the mails: never indexed; an unknown token
// is the page's 404 (another visitor's booking cannot be found by guessing).
async function loadBooking({ params, fetch }: LoaderArgs): Promise<void> {
  const token = params.token ?? '';
  if (!ACCESS_TOKEN_PATTERN.test(token)) throw new ApiError(404, { message: 'Not found' });
  await fetch(bookingKey(token));
}

export const bookingLoaders = { booking: loadBooking } satisfies LoadersOf<typeof bookingRoutes>;
