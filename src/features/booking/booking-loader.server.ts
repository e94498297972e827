import type { LoaderArgs } from '../../route-loader.server';
import { bookingKey } from '../../api/booking';
import { ACCESS_TOKEN_PATTERN } from '../../contract/booking-token';
import { ApiError } from '../../lib/api-client';

// The server data of the pages a booking's unguessable link opens (its own page, its pro-forma invoice):
// the booking by its token. An unknown or malformed token is the page's 404, so another visitor's booking
// cannot be found by guessing.
export async function loadBookingByToken({ params, fetch }: LoaderArgs): Promise<void> {
  const token = params.token ?? '';
  if (!ACCESS_TOKEN_PATTERN.test(token)) throw new ApiError(404, { message: 'Not found' });
  await fetch(bookingKey(token));
}
