import { PageRedirect, type LoaderArgs, type LoadersOf } from '../../route-loader.server';
import { bookingKey } from '../../api/booking';
import type { BookingResponse } from '../../contract/booking-api';
import { bookingOwnPath, stepTwoPagePath } from '../../features/booking/booking-links';
import { ACCESS_TOKEN_PATTERN } from '../../contract/booking-token';
import { ApiError } from '../../lib/api-client';
import type { thankYouRoutes } from './route';
import { isReservation } from '../../contract/booking-constants';

// The thank-you page knows its booking by the access token in ?ref= (the secret of step two's URL, never
// a sequential id); without one, or with an unknown one, it is the page's 404. It thanks only for a
// confirmed booking: an option not yet confirmed goes to its step two, and a cancelled or expired one to
// the page that shows its status (302: the booking may still change).
async function loadThankYou({ search, fetch, lang }: LoaderArgs, framed: boolean): Promise<void> {
  const ref = search.get('ref') ?? '';
  if (!ACCESS_TOKEN_PATTERN.test(ref)) throw new ApiError(404, { message: 'Not found' });
  const { data: booking } = await fetch<BookingResponse>(bookingKey(ref));
  if (isReservation(booking.status)) return;
  const status = booking.status === 'option' || framed ? stepTwoPagePath(lang, framed, ref) : bookingOwnPath(lang, ref);
  throw new PageRedirect(status, { status: 302, query: '' });
}

export const thankYouLoaders = {
  thankYou: (args) => loadThankYou(args, false),
  frameThankYou: (args) => loadThankYou(args, true),
} satisfies LoadersOf<typeof thankYouRoutes>;
