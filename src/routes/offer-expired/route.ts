import { page } from '../../route-def';

export const offerExpiredRoutes = [
  page('offerExpired', 'offerexpired', 'offer-expired', {
    noindex: true,
    ns: ['pages', 'catalog', 'content'],
  }),
];
