import { page, slugItemAlternates } from '../../route-def';
import { newsArticleEndpoint } from '../../contract/content-endpoints';

export const articleRoutes = [
  page('article', 'blog/:newstemplate', 'article', {
    ns: ['pages', 'content'],
    alternates: slugItemAlternates('newstemplate', newsArticleEndpoint),
  }),
];
