import { page } from '../../route-def';

// The crew application form (P1) with its CV upload: GET shows it; POST to the same URL (multipart) sends
// it without JavaScript (server/content/form-posts.ts renders this page again with the outcome).
export const joinusRoutes = [page('joinus', 'joinus', 'joinus', { ns: ['pages', 'forms'], sitemap: true })];
