import { frame, page } from '../../route-def';

export const detailsRoutes = [
  page('details', 'details/:stepone', 'details', { noindex: true }),
  frame('frameDetails', 'frame/details/:stepone', 'details', { texts: 'details' }),
];
