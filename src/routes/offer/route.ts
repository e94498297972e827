import { page } from '../../route-def';
import { ApiError } from '../../lib/api-client';
import { offerKey, offerSlug } from './data';

export const offerRoutes = [
  page('offer', 'offers/:id', 'offer', {
    // R8: an unknown special offer is a 404 before the page renders.
    load: typeof __CLIENT__ !== 'undefined' ? undefined : async ({ params, lang, fetch }) => {
      const slug = offerSlug(params);
      if (!slug) throw new ApiError(404, { message: 'Not found' });
      await fetch(offerKey(slug, lang));
    },
  }),
];
