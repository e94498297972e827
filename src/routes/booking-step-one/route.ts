import { frame, page } from '../../route-def';

/** The booking pages' texts: their own (booking.json) besides the page entries. */
const NS = ['pages', 'booking', 'waitlist'];

// B1's server data (the boat and the quote): route.server.ts.
export const detailsRoutes = [
  page('details', 'details/:stepone', 'booking-step-one', { noindex: true, ns: NS }),
  frame('frameDetails', 'frame/details/:stepone', 'booking-step-one', { texts: 'details', ns: NS, signIn: true }),
];
