import { page, slugItemLoader } from '../../route-def';
import { offerKey } from './data';

export const offerRoutes = [
  page('offer', 'offers/:id', 'offer', { load: typeof __CLIENT__ !== 'undefined' ? undefined : slugItemLoader('id', offerKey) }),
];
