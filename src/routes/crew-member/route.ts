import { page, slugItemAlternates } from '../../route-def';
import { crewMemberKey } from '../../api/crew-member';

export const crewMemberRoutes = [
  page('crewMember', 'hirecrew/:memberSlug', 'crew-member', {
    ns: ['pages', 'content', 'forms'],
    alternates: slugItemAlternates('memberSlug', crewMemberKey),
  }),
];
