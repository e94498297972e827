import { page, slugItemAlternates, slugItemLoader } from '../../route-def';
import { articleKey } from './data';

export const articleRoutes = [
  page('article', 'blog/:newstemplate', 'article', {
    ns: ['pages', 'content'],
    load: typeof __CLIENT__ !== 'undefined' ? undefined : slugItemLoader('newstemplate', articleKey),
    alternates: slugItemAlternates('newstemplate', articleKey),
  }),
];
