import { page } from '../../route-def';

export const crewRoutes = [
  page('crew', 'crew', 'crew', {
    sitemap: true,
    ns: ['pages', 'content'],
  }),
];
