import { frame, page, type LoaderArgs } from '../../route-def';
import { bookingKey } from '../../api/booking';
import { ACCESS_TOKEN_PATTERN } from '../../contract/booking-token';
import { ApiError } from '../../lib/api-client';

const NS = ['pages', 'booking'];

// The thank-you page knows its booking by the access token in ?ref= (the secret of step two's URL, never
// a sequential id); without one, or with an unknown one, it is the page's 404.
async function loadThankYou({ search, fetch }: LoaderArgs): Promise<void> {
  const ref = search.get('ref') ?? '';
  if (!ACCESS_TOKEN_PATTERN.test(ref)) throw new ApiError(404, { message: 'Not found' });
  await fetch(bookingKey(ref));
}

const load = typeof __CLIENT__ !== 'undefined' ? undefined : loadThankYou;

export const thankYouRoutes = [
  page('thankYou', 'thankyou', 'thank-you', { noindex: true, ns: NS, load }),
  frame('frameThankYou', 'frame/thankyou', 'thank-you', { texts: 'thankYou', ns: NS, load }),
];
