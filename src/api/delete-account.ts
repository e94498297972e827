import { deleteAccountEndpoint } from '../contract/account-endpoints';
import { userClient } from './clients';

// DELETE /account (U6, decision 019): confirmed by the password; bookings are kept without the person.
export const deleteAccount = async (token: string, password: string): Promise<void> => {
  await userClient(token).call(deleteAccountEndpoint, { body: { password } });
};
