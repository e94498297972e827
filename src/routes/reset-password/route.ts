import { page } from '../../route-def';

// U1: the link of the reset mail. Its texts: the page's entry of `pages` and the form's of `account`.
export const resetPasswordRoutes = [
  page('resetPassword', 'reset-password/:token/:email', 'reset-password', { noindex: true, ns: ['pages', 'account'] }),
];
