import { page } from '../../route-def';
import { ApiError } from '../../lib/api-client';
import { crewMemberKey, crewMemberSlug } from './data';

export const crewMemberRoutes = [
  page('crewMember', 'hirecrew/:memberSlug', 'crew-member', {
    // R8: an unknown crew member is a 404 before the page renders.
    load: typeof __CLIENT__ !== 'undefined' ? undefined : async ({ params, lang, fetch }) => {
      const slug = crewMemberSlug(params);
      if (!slug) throw new ApiError(404, { message: 'Not found' });
      await fetch(crewMemberKey(slug, lang));
    },
  }),
];
