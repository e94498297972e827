import { logoutEndpoint } from '../contract/account-endpoints';
import { userClient } from './clients';

// POST /logout (U2): revokes the token of the call.
export const logOut = async (token: string): Promise<void> => {
  await userClient(token).call(logoutEndpoint, {});
};
