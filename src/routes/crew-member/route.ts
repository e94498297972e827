import { page, slugItemAlternates, slugItemLoader } from '../../route-def';
import { crewMemberKey } from './data';

export const crewMemberRoutes = [
  page('crewMember', 'hirecrew/:memberSlug', 'crew-member', {
    ns: ['pages', 'content', 'forms'],
    load: typeof __CLIENT__ !== 'undefined' ? undefined : slugItemLoader('memberSlug', crewMemberKey),
    alternates: slugItemAlternates('memberSlug', crewMemberKey),
  }),
];
