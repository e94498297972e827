import { page } from '../../route-def';
import { ApiError } from '../../lib/api-client';
import { voyageKey, voyageSlug } from './data';

export const voyageRoutes = [
  page('voyage', 'voyage/:itinerarySlug', 'voyage', {
    // R8: an unknown itinerary is a 404 before the page renders.
    load: typeof __CLIENT__ !== 'undefined' ? undefined : async ({ params, lang, fetch }) => {
      const slug = voyageSlug(params);
      if (!slug) throw new ApiError(404, { message: 'Not found' });
      await fetch(voyageKey(slug, lang));
    },
  }),
];
