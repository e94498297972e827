import { frame, page } from '../../route-def';

export const thankYouRoutes = [
  page('thankYou', 'thankyou', 'thank-you', { noindex: true }),
  frame('frameThankYou', 'frame/thankyou', 'thank-you', { texts: 'thankYou' }),
];
