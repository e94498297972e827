import { page, slugItemAlternates } from '../../route-def';
import { articleKey } from './data';

export const articleRoutes = [
  page('article', 'blog/:newstemplate', 'article', {
    ns: ['pages', 'content'],
    alternates: slugItemAlternates('newstemplate', articleKey),
  }),
];
