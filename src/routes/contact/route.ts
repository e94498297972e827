import { page } from '../../route-def';

// The contact form (P1): GET shows it; POST to the same URL sends it without JavaScript
// (server/content/form-posts.ts renders this page again with the outcome).
export const contactRoutes = [page('contact', 'contact', 'contact', { ns: ['pages', 'forms'], sitemap: true })];
