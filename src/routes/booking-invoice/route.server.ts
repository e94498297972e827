import type { LoadersOf } from '../../route-loader.server';
import { loadBookingByToken } from '../../features/booking/booking-loader.server';
import type { bookingInvoiceRoutes } from './route';

// The pro-forma invoice is in the first HTML, so it prints and saves without JavaScript; an unknown token is
// its 404.
export const bookingInvoiceLoaders = { bookingInvoice: loadBookingByToken } satisfies LoadersOf<typeof bookingInvoiceRoutes>;
