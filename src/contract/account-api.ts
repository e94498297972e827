import { z } from 'zod';
import { bookingSchema } from './booking-api';
import { BOOKING_STATUSES } from './booking-constants';
import { imageUrlsSchema } from './catalog-api';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import {
  EMAIL_LOCAL_PART_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  FAVORITES_MERGE_MAX,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './account-rules';
import { PHONE_MAX_LENGTH } from './phone';
import { CALENDAR_DATE, whole } from './patterns';
import { NOT_BLANK, textInput } from './text-input';
import { EMAIL_PATTERN } from './email-pattern';
import { withRules, type InputRule } from './input-rules';

// Accounts, favourites and Google sign-in (§3 user, §7 /login, /registration, /profile, /add-favorite,
// /remove-favorite, /forgot-password, /google-auth; U1–U7, F1, F2). The messages are shown next to the
// form fields, so each says what to fix.

export const languageSchema = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], {
  error: `Choose one of the languages ${LANGUAGE_CODES.join(', ')}.`,
});

export const nameSchema = (label: string) =>
  textInput({ error: `${label} is required.` })
    .regex(NOT_BLANK, `${label} is required.`)
    .trim()
    .max(NAME_MAX_LENGTH, `${label} may have at most ${NAME_MAX_LENGTH} characters.`);

/**
 * The API's one e-mail rule (EMAIL_PATTERN, spaces around it refused like any other character), lower-cased:
 * an address is one account however it is typed. `format: email` tells clients what it is.
 */
export const emailSchema = textInput({ error: 'The e-mail address is required.' })
  .regex(EMAIL_PATTERN, 'Enter a valid e-mail address.')
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, `The e-mail address may have at most ${EMAIL_MAX_LENGTH} characters.`)
  .meta({ format: 'email' });

/**
 * 8–128 characters of any kind, no composition rules (src/contract/account-rules.ts). The server also
 * refuses the most common passwords (a list it ships, not a pattern) and what passwordRuleBroken refuses
 * (it needs the account's address, which a change of password does not send), said in the description.
 */
export const newPasswordSchema = textInput({ error: 'The password is required.' })
  .min(PASSWORD_MIN_LENGTH, `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `The password may have at most ${PASSWORD_MAX_LENGTH} characters.`)
  .describe(
    `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; refused (422): one of the most common passwords, one character repeated (white space only included), the account's e-mail address or anything containing its part before the @ (when that has at least ${EMAIL_LOCAL_PART_MIN_LENGTH} characters), compared without case`,
  );

/** Must equal `password`: a rule across fields, stated in the body's description (JSON Schema has none). */
export const confirmationSchema = textInput({ error: 'Repeat the password.' }).describe('The same text as password');

/** A password being checked, not chosen: only its size is limited. */
export const givenPasswordSchema = textInput({ error: 'The password is required.' })
  .min(1, 'The password is required.')
  .max(PASSWORD_MAX_LENGTH, `The password may have at most ${PASSWORD_MAX_LENGTH} characters.`);

export const confirmationMatches = {
  path: ['password_confirmation'],
  message: 'The passwords do not match.',
};
export const passwordsMatch = (v: { password: string; password_confirmation: string }) => v.password === v.password_confirmation;

// The rules of these bodies that need another field, the accounts or the password list (src/contract/input-rules.ts).
export const CONFIRMATION_RULE: InputRule = { rule: 'password_confirmation equals password', fields: ['password_confirmation'] };
export const NEW_PASSWORD_RULE: InputRule = {
  rule: "password is not refused for what its description names (the list of common passwords, the account's e-mail address)",
  fields: ['password'],
};

export const registrationBodySchema = withRules(
  z
    .object({
      first_name: nameSchema('The first name'),
      last_name: nameSchema('The last name'),
      email: emailSchema,
      password: newPasswordSchema,
      password_confirmation: confirmationSchema,
      language: languageSchema.optional(),
      subscribed: z.boolean({ error: 'subscribed must be true or false.' }).optional(),
    })
    .refine(passwordsMatch, confirmationMatches),
  CONFIRMATION_RULE,
  NEW_PASSWORD_RULE,
);
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

export const loginBodySchema = z.object({ email: emailSchema, password: givenPasswordSchema });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const changePasswordBodySchema = withRules(
  z
    .object({
      current_password: givenPasswordSchema,
      password: newPasswordSchema,
      password_confirmation: confirmationSchema,
    })
    .refine(passwordsMatch, confirmationMatches),
  CONFIRMATION_RULE,
  NEW_PASSWORD_RULE,
  { rule: "current_password is the account's password", fields: ['current_password'] },
);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The token of the link that finishes a registration (decision 034), mailed to the address. */
export const finishRegistrationBodySchema = withRules(
  z.object({
    token: textInput({ error: 'The link is incomplete.' })
      .min(1, 'The link is incomplete.')
      .max(128, 'This link to finish the registration is invalid or has expired. Please register again.'),
  }),
  { rule: 'token is the unused, unexpired token mailed by /registration', fields: ['token'] },
  { rule: 'the address has not been given an account since the token was mailed', fields: ['email'] },
);
export type FinishRegistrationBody = z.infer<typeof finishRegistrationBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema, language: languageSchema.optional() });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = withRules(
  z
    .object({
      token: textInput({ error: 'The reset link is incomplete.' })
        .min(1, 'The reset link is incomplete.')
        .max(128, 'The reset link is not valid.'),
      email: emailSchema,
      password: newPasswordSchema,
      password_confirmation: confirmationSchema,
    })
    .refine(passwordsMatch, confirmationMatches),
  CONFIRMATION_RULE,
  NEW_PASSWORD_RULE,
  { rule: 'token is the unused, unexpired token mailed to email', fields: ['token'] },
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/**
 * YYYY-MM-DD, a real calendar day from 1900 on (the pattern says so); "in the past" needs the clock: it is
 * checked by the server and said in the description.
 */
const birthsDaySchema = textInput({ error: 'Enter the birthday as YYYY-MM-DD.' })
  .regex(whole(CALENDAR_DATE), {
    error: (issue) =>
      typeof issue.input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(issue.input) && issue.input < '1900'
        ? 'The birthday cannot be before 1900.'
        : 'Enter the birthday as YYYY-MM-DD.',
  })
  .meta({ format: 'date', description: 'A day in the past, YYYY-MM-DD from 1900-01-01; null clears it' });

const PHONE_MESSAGE = 'The phone number may contain only digits, spaces and a leading +.';
/** isPhoneNumber as a pattern: 5 to 15 digits with spaces and a leading +, and the spaces around it that are trimmed. */
const PHONE_PATTERN = /^ *\+?(?: *\d){5,15} *$/;
const phoneSchema = textInput({ error: PHONE_MESSAGE })
  .trim()
  .max(PHONE_MAX_LENGTH, { message: `The phone number may have at most ${PHONE_MAX_LENGTH} characters.`, abort: true })
  .regex(PHONE_PATTERN, PHONE_MESSAGE)
  .meta({ description: 'Digits and spaces with an optional leading +, 5 to 15 digits; null clears it' });

/**
 * Every field is optional: only what is sent changes. null clears the phone or the birthday; an empty
 * string is not a phone number or a date and is refused like any other (422), so a form that sends its
 * blank field by mistake does not wipe what is stored.
 */
export const profileUpdateBodySchema = withRules(
  z.object({
    first_name: nameSchema('The first name').optional(),
    last_name: nameSchema('The last name').optional(),
    phone: phoneSchema.nullable().optional(),
    births_day: birthsDaySchema.nullable().optional(),
    subscribed: z.boolean({ error: 'subscribed must be true or false.' }).optional(),
    language: languageSchema.optional(),
  }),
  { rule: 'births_day is before today', fields: ['births_day'] },
);
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** A key that belongs to another way of signing in: it must be left out (`not: {}` in the document). */
const absent = z.never().optional();

/**
 * Google sign-in (U3), exactly one of: `credential` (an ID token from one-tap or the button),
 * `code` (code flow; `redirect_uri` defaults to 'postmessage', what the popup uses) or `access_token`
 * (token flow; the server asks Google whom the token belongs to and that it was issued to this site).
 * One branch each, so the document's `oneOf` is the rule the server applies.
 */
export const googleAuthBodySchema = z.intersection(
  z.object({
    /** The language of the site, kept for the e-mails of an account created now. */
    language: languageSchema.optional(),
  }),
  z.xor(
    [
      z.object({ credential: textInput().min(1).max(8192), code: absent, redirect_uri: absent, access_token: absent }),
      z.object({
        credential: absent,
        code: textInput().min(1).max(2048),
        redirect_uri: z
          .union([
            z.literal('postmessage'),
            // What z.url() accepts of http(s) addresses, written out for the document: labels of at most 63
            // characters, a last one that is not a number (that would be an IPv4 address), up to 3 labels.
            z
              .url({ protocol: /^https?$/ })
              .max(2048)
              .regex(
                /^[hH][tT][tT][pP][sS]?:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.){0,2}[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?::[0-9]{1,4})?(?:[/?#][!-~]*)?$/,
              )
              .meta({ format: 'uri' }),
          ])
          .optional(),
        access_token: absent,
      }),
      z.object({ credential: absent, code: absent, redirect_uri: absent, access_token: textInput().min(1).max(4096) }),
    ],
    { error: 'Send exactly one of credential, code or access_token.' },
  ),
);
export type GoogleAuthBody = z.infer<typeof googleAuthBodySchema>;

const yachtSlugSchema = textInput({ error: 'yacht_slug is required.' }).min(1, 'yacht_slug is required.').max(200, 'Unknown yacht.');

export const favoriteBodySchema = z.object({ yacht_slug: yachtSlugSchema });

export const favoritesMergeBodySchema = z.object({
  yacht_slugs: z
    .array(yachtSlugSchema, { error: 'yacht_slugs must be a list of yacht slugs.' })
    .max(FAVORITES_MERGE_MAX, `At most ${FAVORITES_MERGE_MAX} yachts can be merged at once.`),
});

/** DELETE /account: the password confirms that the owner, not someone at an unlocked screen, asks. */
export const deleteAccountBodySchema = withRules(z.object({ password: givenPasswordSchema }), {
  rule: "password is the account's password (an account made with Google sign-in has none to confirm with)",
  fields: ['password'],
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

// ---- Answers ----

export const tokenResponseSchema = z.object({ success: z.literal(true), token: z.string() });

/**
 * The same answer for every address (decision 034): the account is made by the link mailed to it, or the
 * address's owner is told by mail that it has one already.
 */
export const registrationResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** The finished registration signs in. */
export const finishRegistrationResponseSchema = tokenResponseSchema.extend({ message: z.string() });

export const successResponseSchema = z.object({ success: z.literal(true), message: z.string().optional() });

/** A favourite boat as the dashboard and the wishlist show it (the §3 wishlist item fields). */
const favoriteYachtSchema = z.object({
  slug: z.string(),
  name: z.string(),
  type_slug: z.string(),
  model: z.string(),
  shipyard: z.string(),
  year: z.number().int(),
  max_people: z.number().int(),
  base_name: z.string(),
  base_city: z.string(),
  base_slug: z.string(),
  country_short: z.string(),
  mainImageUrls: imageUrlsSchema,
});
export type FavoriteYacht = z.infer<typeof favoriteYachtSchema>;

const orderSchema = z.object({
  reference: z.string(),
  yacht_slug: z.string(),
  yacht_name: z.string(),
  /** Check-in day. */
  date_start: z.string(),
  /** Check-out day. */
  date_end: z.string(),
  status: z.enum(BOOKING_STATUSES),
  total: z.number().int(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /profile: the §3 user. */
export const profileResponseSchema = z.object({
  success: z.literal(true),
  display_name: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  births_day: z.string().nullable(),
  phone: z.string().nullable(),
  subscribed: z.boolean(),
  language: z.string(),
  favorites: z.array(favoriteYachtSchema),
  orders: z.array(orderSchema),
  authentificated: z.literal(true),
  /** false for accounts that only sign in with Google (they have no password to change). */
  innerUser: z.boolean(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const favoritesResponseSchema = z.object({ success: z.literal(true), favorites: z.array(z.string()) });
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;

/** GET /account/export: everything the site keeps about the user (the right of access, GDPR art. 15 and 20). */
export const accountExportSchema = z.object({
  exported_at: z.string(),
  profile: z.object({
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    births_day: z.string().nullable(),
    phone: z.string().nullable(),
    subscribed: z.boolean(),
    language: z.string(),
    created_at: z.string(),
    signs_in_with_google: z.boolean(),
  }),
  favorites: z.array(favoriteYachtSchema),
  // Without the bookings' access tokens: a copy of one's data is not a key to the bookings.
  bookings: z.array(bookingSchema.omit({ access_token: true })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
