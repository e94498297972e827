import { page } from '../../route-def';

export const infoRoutes = [
  page('faq', 'faq', 'info'),
  page('crew', 'crew', 'info'),
  page('contact', 'contact', 'info'),
  page('joinus', 'joinus', 'info'),
];
