import { successResponseSchema } from '../../src/contract/account-api';
import {
  acceptInvitationBodySchema,
  auditPageSchema,
  auditQuerySchema,
  invitationSchema,
  invitationTokenParamsSchema,
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
} from '../../src/contract/operator-api';
import {
  acceptInvitationEndpoint,
  auditLogEndpoint,
  confirmTotpEndpoint,
  invitationEndpoint,
  inviteOperatorEndpoint,
  operatorCodeEndpoint,
  operatorMeEndpoint,
  operatorPeopleEndpoint,
  operatorRecoveryEndpoint,
  operatorSignInEndpoint,
  operatorSignOutEndpoint,
  operatorSignOutEverywhereEndpoint,
  totpSecretEndpoint,
} from '../../src/contract/operator-endpoints';
import { defineEndpoint, type Caller, type Endpoint } from '../api/endpoint';
import { enforceRateLimit, rateLimitNote } from '../api/rate-limit';
import { LOGIN_BACK_OFF } from '../accounts/login-throttle';
import { acceptInvitation, confirmEnrolment, invitationOf, newEnrolment, signIn, verifyCode, verifyRecoveryCode } from './operator-auth';
import type { OperatorCaller } from './operator-sessions';
import { companyById, deleteOperatorSessions, deleteSession } from './operators-store';
import { auditOf, invite, peopleOf } from './people';

// The operator console's endpoints (issue 27): signing in, invitations and two-factor set-up, and the
// company's people and audit trail. `auth` names the session stage each needs (server/api/dispatch.ts), and
// every query takes the caller's company from the session, never from the request.

const tag = 'Operator console';
const operatorOf = (caller: Caller) => caller.operator as OperatorCaller;
const MANAGE_PEOPLE = ['owner'] as const;

export const operatorsEndpoints: Endpoint[] = [
  defineEndpoint(operatorSignInEndpoint, {
    summary: `Sign in to the console with e-mail and password: a session that owes its second factor (stage "password"), or one that must set TOTP up (stage "enrol"). Throttled per address like visitors' sign-in (${LOGIN_BACK_OFF.freeFailures} failures free, then a doubling wait) and ${rateLimitNote('login')}`,
    tag,
    body: operatorSignInBodySchema,
    response: operatorSessionSchema,
    errors: [401, 422, 429],
    handle: async ({ body, caller }, ctx) => {
      await enforceRateLimit(ctx.db, 'login', caller.ip, ctx.now());
      return signIn(ctx, body);
    },
  }),
  defineEndpoint(operatorCodeEndpoint, {
    summary:
      'The second factor: the authenticator’s current 6-digit code, each good once; a new token for the full session. The fifth wrong code ends the session',
    tag,
    auth: 'operator-password',
    body: totpCodeBodySchema,
    response: operatorSessionSchema,
    errors: [422],
    handle: ({ body, caller }, ctx) => verifyCode(ctx, operatorOf(caller), body.code),
  }),
  defineEndpoint(operatorRecoveryEndpoint, {
    summary: 'The second factor with a single-use recovery code instead of the authenticator (a lost phone)',
    tag,
    auth: 'operator-password',
    body: recoveryCodeBodySchema,
    response: operatorSessionSchema,
    errors: [422],
    handle: ({ body, caller }, ctx) => verifyRecoveryCode(ctx, operatorOf(caller), body.code),
  }),
  defineEndpoint(operatorSignOutEndpoint, {
    summary: 'End this console session',
    tag,
    auth: 'operator',
    response: successResponseSchema,
    handle: async ({ caller }, ctx) => {
      await deleteSession(ctx.db, operatorOf(caller).tokenHash);
      return { success: true as const };
    },
  }),
  defineEndpoint(operatorSignOutEverywhereEndpoint, {
    summary: 'End every console session of this operator, this one too (sign out everywhere)',
    tag,
    auth: 'operator',
    response: successResponseSchema,
    handle: async ({ caller }, ctx) => {
      await deleteOperatorSessions(ctx.db, operatorOf(caller).operator.id);
      return { success: true as const };
    },
  }),
  defineEndpoint(operatorMeEndpoint, {
    summary: 'The signed-in operator and their company',
    tag,
    auth: 'operator',
    response: operatorMeSchema,
    handle: async ({ caller }, ctx) => {
      const { operator } = operatorOf(caller);
      const company = (await companyById(ctx.db, operator.companyId))!;
      return {
        operator: { id: operator.id, name: operator.name, email: operator.email, role: operator.role, language: operator.language },
        company: {
          id: company.id,
          legal_name: company.legalName,
          trading_name: company.tradingName,
          street: company.street,
          postcode: company.postcode,
          city: company.city,
          country_code: company.countryCode,
          phone: company.phone,
          email: company.email,
          registration_number: company.registrationNumber,
          vat_number: company.vatNumber,
          account_holder: company.accountHolder,
          iban: company.iban,
          bic: company.bic,
          bank_name: company.bankName,
          staff_languages: company.staffLanguages,
          free_cancellation_hours: company.freeCancellationHours,
        },
      };
    },
  }),
  defineEndpoint(invitationEndpoint, {
    summary:
      'What an invitation link is for (the address, name, role and company), before its password is chosen; 404 once used or expired',
    tag,
    params: invitationTokenParamsSchema,
    response: invitationSchema,
    errors: [404, 429],
    handle: async ({ params, caller }, ctx) => {
      await enforceRateLimit(ctx.db, 'finish-registration', caller.ip, ctx.now());
      return invitationOf(ctx, params.token);
    },
  }),
  defineEndpoint(acceptInvitationEndpoint, {
    summary: 'Accept an invitation by choosing a password (once); the session that follows can only set up two-factor sign-in',
    tag,
    params: invitationTokenParamsSchema,
    body: acceptInvitationBodySchema,
    response: operatorSessionSchema,
    errors: [404, 422, 429],
    handle: async ({ params, body, caller }, ctx) => {
      await enforceRateLimit(ctx.db, 'finish-registration', caller.ip, ctx.now());
      return acceptInvitation(ctx, params.token, body.password);
    },
  }),
  defineEndpoint(totpSecretEndpoint, {
    summary: 'A new TOTP secret for the authenticator app, with its otpauth:// URI and QR code (replaces one not yet confirmed)',
    tag,
    auth: 'operator-enrol',
    response: operatorEnrolmentSchema,
    handle: ({ caller }, ctx) => newEnrolment(ctx, operatorOf(caller)),
  }),
  defineEndpoint(confirmTotpEndpoint, {
    summary: 'Turn two-factor sign-in on with the authenticator’s first code: a full session and ten recovery codes, shown this once',
    tag,
    auth: 'operator-enrol',
    body: totpCodeBodySchema,
    response: operatorEnrolledSchema,
    errors: [422],
    handle: ({ body, caller }, ctx) => confirmEnrolment(ctx, operatorOf(caller), body.code),
  }),
  defineEndpoint(operatorPeopleEndpoint, {
    summary: 'The company’s people: invited, active and disabled (owners)',
    tag,
    auth: 'operator',
    roles: MANAGE_PEOPLE,
    response: operatorPeopleSchema,
    errors: [403],
    handle: async ({ caller }, ctx) => ({ people: await peopleOf(ctx, operatorOf(caller)) }),
  }),
  defineEndpoint(inviteOperatorEndpoint, {
    summary: 'Invite a person to the company by e-mail, with a role; the one-time link expires in 72 hours (owners)',
    tag,
    auth: 'operator',
    roles: MANAGE_PEOPLE,
    status: 201,
    body: inviteOperatorBodySchema,
    response: invitedSchema,
    errors: [403, 422],
    handle: ({ body, caller }, ctx) => invite(ctx, operatorOf(caller), body),
  }),
  defineEndpoint(auditLogEndpoint, {
    summary: 'The company’s audit trail, newest first, 50 entries a page (owners)',
    tag,
    auth: 'operator',
    roles: MANAGE_PEOPLE,
    query: auditQuerySchema,
    response: auditPageSchema,
    errors: [403],
    handle: ({ query, caller }, ctx) => auditOf(ctx, operatorOf(caller), query.before),
  }),
];
