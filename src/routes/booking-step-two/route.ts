import { frame, page } from '../../route-def';

const NS = ['pages', 'booking', 'waitlist'];

// B2's server data (the option by its access token): route.server.ts.
export const detailsFinalRoutes = [
  page('detailsFinal', 'detailsfinal/:steptwo', 'booking-step-two', { noindex: true, ns: NS }),
  frame('frameDetailsFinal', 'frame/detailsfinal/:steptwo', 'booking-step-two', { texts: 'detailsFinal', ns: NS }),
];
