import { page, slugItemAlternates } from '../../route-def';
import { crewMemberEndpoint } from '../../contract/content-endpoints';

export const crewMemberRoutes = [
  page('crewMember', 'hirecrew/:memberSlug', 'crew-member', {
    ns: ['pages', 'content', 'forms'],
    alternates: slugItemAlternates('memberSlug', crewMemberEndpoint),
  }),
];
