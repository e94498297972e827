import { frame, page } from '../../route-def';

const NS = ['pages', 'booking'];

// The thank-you page knows its booking by the access token in ?ref=; its server data (a 404 without a
// known one, a redirect unless it is confirmed): route.server.ts.
export const thankYouRoutes = [
  page('thankYou', 'thankyou', 'thank-you', { noindex: true, ns: NS }),
  frame('frameThankYou', 'frame/thankyou', 'thank-you', { texts: 'thankYou', ns: NS, signIn: true }),
];
