import type { LoaderArgs, LoadersOf } from '../../route-loader.server';
import { bookingKey } from '../../api/booking';
import { ApiError } from '../../lib/api-client';
import { tokenOf } from './data';
import type { detailsFinalRoutes } from './route';

// B2: the option by its access token; an unknown or malformed token is the page's 404.
async function loadStepTwo({ params, fetch }: LoaderArgs): Promise<void> {
  const token = tokenOf(params.steptwo);
  if (!token) throw new ApiError(404, { message: 'Not found' });
  await fetch(bookingKey(token));
}

export const detailsFinalLoaders = { detailsFinal: loadStepTwo, frameDetailsFinal: loadStepTwo } satisfies LoadersOf<
  typeof detailsFinalRoutes
>;
