import { page } from '../../route-def';

export const infoRoutes = [
  page('faq', 'faq', 'info'),
  page('about', 'about', 'info'),
  page('contact', 'contact', 'info'),
  page('terms', 'terms', 'info'),
  page('cookies', 'cookies', 'info'),
  page('privacy', 'privacy', 'info'),
  page('joinus', 'joinus', 'info'),
];
