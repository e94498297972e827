import { page } from '../../route-def';

// The booking's own page, reached by the unguessable link in the mails: never indexed. Its server data
// (an unknown token is its 404): route.server.ts.
export const bookingRoutes = [page('booking', 'booking/:token', 'booking-page', { noindex: true, ns: ['pages', 'booking'] })];
