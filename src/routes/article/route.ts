import { page, slugItemAlternates } from '../../route-def';
import { newsArticleKey } from '../../api/news-article';

export const articleRoutes = [
  page('article', 'blog/:newstemplate', 'article', {
    ns: ['pages', 'content'],
    alternates: slugItemAlternates('newstemplate', newsArticleKey),
  }),
];
