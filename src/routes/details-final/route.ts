import { frame, page } from '../../route-def';

export const detailsFinalRoutes = [
  page('detailsFinal', 'detailsfinal/:steptwo', 'details-final', { noindex: true }),
  frame('frameDetailsFinal', 'frame/detailsfinal/:steptwo', 'details-final', { texts: 'detailsFinal' }),
];
