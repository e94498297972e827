import type { z } from 'zod';
import type {
  acceptInvitationBodySchema,
  auditPageSchema,
  auditQuerySchema,
  invitationSchema,
  invitedSchema,
  inviteOperatorBodySchema,
  operatorEnrolledSchema,
  operatorEnrolmentSchema,
  operatorMeSchema,
  operatorPeopleSchema,
  operatorSessionSchema,
  operatorSignInBodySchema,
  recoveryCodeBodySchema,
  totpCodeBodySchema,
} from './operator-api';
import type { successResponseSchema } from './account-api';
import type { Declare } from './endpoint';

// The operator console's endpoints (issue 27), declared once (docs/decisions/037); the server's table is
// server/operators/operators.endpoints.ts, which says which session stage and role each needs.

type Session = z.output<typeof operatorSessionSchema>;
type Me = z.output<typeof operatorMeSchema>;
type Success = z.output<typeof successResponseSchema>;

export const operatorSignInEndpoint: Declare<{ body: z.input<typeof operatorSignInBodySchema>; answer: Session }> = {
  method: 'POST',
  path: '/operator/session',
};

export const operatorCodeEndpoint: Declare<{ body: z.input<typeof totpCodeBodySchema>; answer: Session }> = {
  method: 'POST',
  path: '/operator/session/code',
};

export const operatorRecoveryEndpoint: Declare<{ body: z.input<typeof recoveryCodeBodySchema>; answer: Session }> = {
  method: 'POST',
  path: '/operator/session/recovery-code',
};

export const operatorSignOutEndpoint: Declare<{ answer: Success }> = { method: 'DELETE', path: '/operator/session' };

export const operatorSignOutEverywhereEndpoint: Declare<{ answer: Success }> = { method: 'DELETE', path: '/operator/sessions' };

export const operatorMeEndpoint: Declare<{ answer: Me }> = { method: 'GET', path: '/operator/me' };

export const invitationEndpoint: Declare<{ params: { token: string }; answer: z.output<typeof invitationSchema> }> = {
  method: 'GET',
  path: '/operator/invitations/:token',
};

export const acceptInvitationEndpoint: Declare<{
  params: { token: string };
  body: z.input<typeof acceptInvitationBodySchema>;
  answer: Session;
}> = { method: 'POST', path: '/operator/invitations/:token' };

export const totpSecretEndpoint: Declare<{ answer: z.output<typeof operatorEnrolmentSchema> }> = {
  method: 'POST',
  path: '/operator/totp/secret',
};

export const confirmTotpEndpoint: Declare<{ body: z.input<typeof totpCodeBodySchema>; answer: z.output<typeof operatorEnrolledSchema> }> = {
  method: 'POST',
  path: '/operator/totp',
};

export const operatorPeopleEndpoint: Declare<{ answer: z.output<typeof operatorPeopleSchema> }> = {
  method: 'GET',
  path: '/operator/people',
};

export const inviteOperatorEndpoint: Declare<{ body: z.input<typeof inviteOperatorBodySchema>; answer: z.output<typeof invitedSchema> }> = {
  method: 'POST',
  path: '/operator/people',
};

export const auditLogEndpoint: Declare<{ query: z.input<typeof auditQuerySchema>; answer: z.output<typeof auditPageSchema> }> = {
  method: 'GET',
  path: '/operator/audit',
};
