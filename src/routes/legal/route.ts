import { page } from '../../route-def';

// P1: the company and legal pages, their texts in the `legal` namespace (headed sections, all 12 languages).
const legal = (id: string) => page(id, id, 'legal', { ns: ['pages', 'legal'], sitemap: true });

export const legalRoutes = [
  legal('about'),
  legal('terms'),
  legal('cookies'),
  legal('privacy'),
  // Issue 28: the imprint of the company that runs the site.
  page('legalNotice', 'legal-notice', 'legal', { ns: ['pages', 'legal'], sitemap: true }),
];
