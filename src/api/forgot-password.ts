import type { ForgotPasswordBody } from '../contract/account-api';
import { forgotPasswordEndpoint } from '../contract/account-endpoints';
import { siteClient } from './clients';

// POST /forgot-password (U1): mails a reset link; the same answer for any address.
export const requestPasswordReset = async (body: ForgotPasswordBody): Promise<void> => {
  await siteClient().call(forgotPasswordEndpoint, { body });
};
