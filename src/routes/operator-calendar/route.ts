import { page } from '../../route-def';

// Issue 27: the availability chart, boats down and weeks across.
export const operatorCalendarRoutes = [
  page('operatorCalendar', 'operator/calendar', 'operator-calendar', {
    noindex: true,
    ns: ['pages', 'operator', 'operator-bookings', 'booking'],
  }),
];
