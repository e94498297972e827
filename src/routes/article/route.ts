import { page } from '../../route-def';
import { ApiError } from '../../lib/api-client';
import { articleKey, articleSlug } from './data';

export const articleRoutes = [
  page('article', 'blog/:newstemplate', 'article', {
    // R8: an unknown news article is a 404 before the page renders.
    load: typeof __CLIENT__ !== 'undefined' ? undefined : async ({ params, lang, fetch }) => {
      const slug = articleSlug(params);
      if (!slug) throw new ApiError(404, { message: 'Not found' });
      await fetch(articleKey(slug, lang));
    },
  }),
];
