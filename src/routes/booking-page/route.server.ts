import type { LoadersOf } from '../../route-loader.server';
import { loadBookingByToken } from '../../features/booking/booking-loader.server';
import type { bookingRoutes } from './route';

// The booking's own page, reached by the unguessable link in the mails: never indexed; an unknown token
// is the page's 404.
export const bookingLoaders = { booking: loadBookingByToken } satisfies LoadersOf<typeof bookingRoutes>;
