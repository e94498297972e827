import { page } from '../../route-def';

export const newsRoutes = [
  page('news', 'latestnews', 'news'),
];
