import type { ResetPasswordBody } from '../contract/account-api';
import { resetPasswordEndpoint } from '../contract/account-endpoints';
import { siteClient } from './clients';

// POST /reset-password (U1): a new password with the mailed token, and a user token (signed in).
export const resetPassword = async (body: ResetPasswordBody): Promise<string> =>
  (await siteClient().call(resetPasswordEndpoint, { body })).token;
