import type { z } from 'zod';
import type { operatorSignInBodySchema } from '../contract/operator-api';
import { operatorCodeEndpoint, operatorRecoveryEndpoint, operatorSignInEndpoint } from '../contract/operator-endpoints';
import { operatorClient, siteClient } from './clients';

// POST /operator/session, then /operator/session/code or /recovery-code (issue 27): the password gives a
// half-way session, the second factor a full one; each answer is a new token.

export const signInOperator = (body: z.input<typeof operatorSignInBodySchema>) => siteClient().call(operatorSignInEndpoint, { body });

export const sendOperatorCode = (token: string, code: string) => operatorClient(token).call(operatorCodeEndpoint, { body: { code } });

export const sendRecoveryCode = (token: string, code: string) => operatorClient(token).call(operatorRecoveryEndpoint, { body: { code } });
