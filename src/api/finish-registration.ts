import { finishRegistrationEndpoint } from '../contract/account-endpoints';
import { siteClient } from './clients';

// POST /finish-registration (decision 034): the registration mail's token makes the account and signs in.
export const finishRegistration = async (token: string): Promise<string> =>
  (await siteClient().call(finishRegistrationEndpoint, { body: { token } })).token;
