import type { ChangePasswordBody } from '../contract/account-api';
import { changePasswordEndpoint } from '../contract/account-endpoints';
import { userClient } from './clients';

// POST /change-password (U6): the other devices are signed out; this token stays valid.
export const changePassword = async (token: string, body: ChangePasswordBody): Promise<void> => {
  await userClient(token).call(changePasswordEndpoint, { body });
};
