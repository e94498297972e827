import { PageRedirect, type LoadersOf } from '../../route-loader.server';
import { ApiError } from '../../lib/api-client';
import { slugOf } from '../../contract/slug';
import type { OfferResponse } from '../../contract/content-api';
import { offerKey } from '../../api/offer';
import { offerExpiredPath } from './data';
import type { offerRoutes } from './route';

export const offerLoaders = {
  // P1, R7, R8: an unknown offer is a 404; an expired one redirects people and crawlers alike to the
  // notice (docs/decisions/022): 301 once its check-in day has passed (it never comes back), 302 while
  // it is only booked over (a cancellation revives it).
  offer: async ({ params, lang, fetch }) => {
    const slug = slugOf(params.id);
    if (!slug) throw new ApiError(404, { message: 'Not found' });
    const offer = await fetch<OfferResponse>(offerKey(slug, lang));
    if (!offer.expired) return;
    const [path, query] = offerExpiredPath(lang, slug).split('?') as [string, string];
    throw new PageRedirect(path, { status: offer.expired_because === 'past' ? 301 : 302, query: `?${query}` });
  },
} satisfies LoadersOf<typeof offerRoutes>;
