import { page } from '../../route-def';

export const infoRoutes = [
  page('about', 'about', 'info'),
  page('terms', 'terms', 'info'),
  page('cookies', 'cookies', 'info'),
  page('privacy', 'privacy', 'info'),
];
