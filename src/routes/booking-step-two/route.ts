import { frame, page, type LoaderArgs } from '../../route-def';
import { bookingKey } from '../../api/booking';
import { ApiError } from '../../lib/api-client';
import { tokenOf } from './data';

const NS = ['pages', 'booking'];

// B2: the option by its access token; an unknown or malformed token is the page's 404.
async function loadStepTwo({ params, fetch }: LoaderArgs): Promise<void> {
  const token = tokenOf(params.steptwo);
  if (!token) throw new ApiError(404, { message: 'Not found' });
  await fetch(bookingKey(token));
}

const load = typeof __CLIENT__ !== 'undefined' ? undefined : loadStepTwo;

export const detailsFinalRoutes = [
  page('detailsFinal', 'detailsfinal/:steptwo', 'booking-step-two', { noindex: true, ns: NS, load }),
  frame('frameDetailsFinal', 'frame/detailsfinal/:steptwo', 'booking-step-two', { texts: 'detailsFinal', ns: NS, load }),
];
