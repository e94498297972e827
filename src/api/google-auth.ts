import type { GoogleAuthBody } from '../contract/account-api';
import { googleAuthEndpoint } from '../contract/account-endpoints';
import { siteClient } from './clients';

// POST /google-auth (U3): a Google credential, code or access token for a user token.
export const googleAuth = async (body: GoogleAuthBody): Promise<string> => (await siteClient().call(googleAuthEndpoint, { body })).token;
