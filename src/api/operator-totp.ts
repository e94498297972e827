import { confirmTotpEndpoint, totpSecretEndpoint } from '../contract/operator-endpoints';
import { operatorClient } from './clients';

// POST /operator/totp/secret and /operator/totp (issue 27): a secret for the authenticator app, then its
// first code, which turns two-factor sign-in on and gives the recovery codes.
export const newTotpSecret = (token: string) => operatorClient(token).call(totpSecretEndpoint, {});

export const confirmTotp = (token: string, code: string) => operatorClient(token).call(confirmTotpEndpoint, { body: { code } });
