import { page } from '../../route-def';

// Issue 28: a booking's printable pro-forma invoice, reached from the booking's own page, the thank-you page
// and the confirmation mail by the same unguessable link: never indexed. Its server data: route.server.ts.
export const bookingInvoiceRoutes = [
  page('bookingInvoice', 'booking/:token/invoice', 'booking-invoice', {
    noindex: true,
    texts: 'booking',
    ns: ['pages', 'invoice', 'booking'],
  }),
];
