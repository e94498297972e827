import { slugItemLoader, type LoadersOf } from '../../route-loader.server';
import { newsArticleKey } from '../../api/news-article';
import type { articleRoutes } from './route';

export const articleLoaders = {
  article: slugItemLoader('newstemplate', newsArticleKey),
} satisfies LoadersOf<typeof articleRoutes>;
