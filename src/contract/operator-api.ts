import { z } from 'zod';
import {
  CONFIRMATION_RULE,
  confirmationMatches,
  confirmationSchema,
  emailSchema,
  givenPasswordSchema,
  languageSchema,
  nameSchema,
  NEW_PASSWORD_RULE,
  newPasswordSchema,
  passwordsMatch,
} from './account-api';
import { withRules } from './input-rules';
import { OPERATOR_ROLES } from './operator-roles';

// The operator console's API (issue 27, docs/decisions/038): a company's staff sign in with a password and
// a TOTP code, accept invitations, and owners invite people and read the audit trail. Operator tokens
// ("op." + 43 characters) are separate from visitors' and reach only these endpoints.

const roleSchema = z.enum(OPERATOR_ROLES, { error: `Choose one of the roles ${OPERATOR_ROLES.join(', ')}.` });

/** What a session can do: 'password' owes its second factor, 'enrol' sets TOTP up, 'full' reaches the console. */
const SESSION_STAGES = ['password', 'enrol', 'full'] as const;

export const operatorSignInBodySchema = z.object({ email: emailSchema, password: givenPasswordSchema });

export const totpCodeBodySchema = z.object({
  code: z
    .string({ error: 'The code is required.' })
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits.'),
});

/** A recovery code as shown at set-up ("k7m2-9qxd-4hta"); typed with or without dashes, in any case. */
export const recoveryCodeBodySchema = z.object({
  code: z
    .string({ error: 'The recovery code is required.' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z2-7]{4}-?[a-z2-7]{4}-?[a-z2-7]{4}$/, 'A recovery code has 12 letters and digits, as it was shown to you.'),
});

export const acceptInvitationBodySchema = withRules(
  z.object({ password: newPasswordSchema, password_confirmation: confirmationSchema }).refine(passwordsMatch, confirmationMatches),
  CONFIRMATION_RULE,
  NEW_PASSWORD_RULE,
);

export const inviteOperatorBodySchema = z.object({
  email: emailSchema,
  name: nameSchema('The name'),
  role: roleSchema,
  language: languageSchema,
});

export const invitationTokenParamsSchema = z.object({ token: z.string().regex(/^[\w-]{43}$/) });

// ---- Answers ----

export const operatorSessionSchema = z.object({ token: z.string(), stage: z.enum(SESSION_STAGES) });

export const operatorEnrolmentSchema = z.object({
  /** The base32 secret, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  uri: z.string(),
  /** The QR code, an SVG data URL. */
  qr: z.string(),
});

export const operatorEnrolledSchema = operatorSessionSchema.extend({
  /** Shown once: ten single-use codes for a lost authenticator. */
  recovery_codes: z.array(z.string()),
});

const operatorCompanySchema = z.object({
  id: z.number().int(),
  legal_name: z.string(),
  trading_name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country_code: z.string(),
  phone: z.string(),
  email: z.string(),
  registration_number: z.string(),
  vat_number: z.string().nullable(),
  account_holder: z.string(),
  iban: z.string(),
  bic: z.string(),
  bank_name: z.string(),
  staff_languages: z.array(z.string()),
  free_cancellation_hours: z.number().int(),
});

export const operatorMeSchema = z.object({
  operator: z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: roleSchema, language: z.string() }),
  company: operatorCompanySchema,
});
export type OperatorMe = z.infer<typeof operatorMeSchema>;

export const invitationSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  company: z.string(),
  expires_at: z.string(),
});

const operatorPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  language: z.string(),
  /** 'invited': the invitation is not accepted yet; 'active': signed up with two-factor sign-in. */
  status: z.enum(['invited', 'active', 'disabled']),
  created_at: z.string(),
});
export const operatorPeopleSchema = z.object({ people: z.array(operatorPersonSchema) });
export type OperatorPerson = z.infer<typeof operatorPersonSchema>;

export const invitedSchema = z.object({ id: z.number().int(), expires_at: z.string() });

export const auditQuerySchema = z.object({
  before: z.coerce
    .number({ error: 'before must be an entry id.' })
    .int('before must be an entry id.')
    .positive('before must be an entry id.')
    .max(2_147_483_647, 'before must be an entry id.')
    .optional(),
});

const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** null: the system (the first owner created at start). */
  operator: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** The `before` of the next (older) page; null on the last. */
  next_before: z.number().int().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
