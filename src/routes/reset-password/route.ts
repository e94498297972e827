import { page } from '../../route-def';

export const resetPasswordRoutes = [
  page('resetPassword', 'reset-password/:token/:email', 'reset-password', { noindex: true }),
];
