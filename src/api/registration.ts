import type { RegistrationBody, RegistrationResponse } from '../contract/account-api';
import { registrationEndpoint } from '../contract/account-endpoints';
import { siteClient } from './clients';

// POST /registration (U1, decision 034): the same 202 for every address; the mailed link makes the account.
export const register = (body: RegistrationBody): Promise<RegistrationResponse> => siteClient().call(registrationEndpoint, { body });
