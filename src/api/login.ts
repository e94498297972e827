import type { LoginBody } from '../contract/account-api';
import { loginEndpoint } from '../contract/account-endpoints';
import { siteClient } from './clients';

// POST /login (U1): e-mail and password for a user token.
export const logIn = async (body: LoginBody): Promise<string> => (await siteClient().call(loginEndpoint, { body })).token;
