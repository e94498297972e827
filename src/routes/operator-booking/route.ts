import { page } from '../../route-def';

// Issue 27: one booking in the console: its facts, its history and the office's actions.
export const operatorBookingRoutes = [
  page('operatorBooking', 'operator/bookings/:reference', 'operator-booking', {
    noindex: true,
    ns: ['pages', 'operator', 'operator-bookings', 'booking', 'operator-payments'],
  }),
];
