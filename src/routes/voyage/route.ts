import { page, slugItemLoader } from '../../route-def';
import { voyageKey } from './data';

export const voyageRoutes = [
  page('voyage', 'voyage/:itinerarySlug', 'voyage', { load: typeof __CLIENT__ !== 'undefined' ? undefined : slugItemLoader('itinerarySlug', voyageKey) }),
];
