import { page } from '../../route-def';

// Issue 27: the invitation mail's link: choose a password, set up TOTP, keep the recovery codes.
export const operatorInvitationRoutes = [
  page('operatorInvitation', 'operator/invitation/:token', 'operator-invitation', { noindex: true, ns: ['pages', 'operator'] }),
];
