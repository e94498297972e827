import { page } from '../../route-def';

// Issue 27: the company's bookings, filtered, paginated, exported as CSV.
export const operatorBookingsRoutes = [
  page('operatorBookings', 'operator/bookings', 'operator-bookings', {
    noindex: true,
    ns: ['pages', 'operator', 'operator-bookings', 'booking'],
  }),
];
