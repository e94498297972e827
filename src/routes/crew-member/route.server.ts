import { slugItemLoader, type LoadersOf } from '../../route-loader.server';
import { crewMemberKey } from '../../api/crew-member';
import type { crewMemberRoutes } from './route';

export const crewMemberLoaders = {
  crewMember: slugItemLoader('memberSlug', crewMemberKey),
} satisfies LoadersOf<typeof crewMemberRoutes>;
