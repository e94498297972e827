import { slugItemLoader, type LoadersOf } from '../../route-loader.server';
import { articleKey } from './data';
import type { articleRoutes } from './route';

export const articleLoaders = {
  article: slugItemLoader('newstemplate', articleKey),
} satisfies LoadersOf<typeof articleRoutes>;
