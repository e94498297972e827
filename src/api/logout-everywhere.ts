import { logoutEverywhereEndpoint } from '../contract/account-endpoints';
import { userClient } from './clients';

// POST /logout-everywhere (U6, decision 019): revokes every token of the user, this one too.
export const logOutEverywhere = async (token: string): Promise<void> => {
  await userClient(token).call(logoutEverywhereEndpoint, {});
};
