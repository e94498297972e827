import { page } from '../../route-def';

// Issue 27: the console's sign-in: password, then the second factor. Never indexed, not in the sitemap.
export const operatorSignInRoutes = [
  page('operatorSignIn', 'operator/sign-in', 'operator-sign-in', { noindex: true, ns: ['pages', 'operator'] }),
];
