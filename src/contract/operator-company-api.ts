import { z } from 'zod';
import { emailSchema, languageSchema } from './account-api';
import { BIC_PATTERN, normalizeBic } from './bic';
import { isValidIban, normalizeIban } from './iban';
import { withRules } from './input-rules';
import { PHONE_MAX_LENGTH, withLeadingPlus } from './phone';
import { NOT_BLANK, textInput } from './text-input';
import { MAX_FREE_CANCELLATION_HOURS } from './operator-company-rules';

// The company's details in the console (issues 27 and 28): what bookings name it by, where visitors pay it,
// the languages its staff answer in and its free-cancellation window. Owners write them; every role reads.
// What JSON Schema can say is in the patterns (so /api/openapi.json says it too); the IBAN's check digits
// and the languages given once each are the rules beside them.

const TEXT_MAX = 200;
const PHONE_MESSAGE = `Enter the phone number with its country code: digits and spaces, at most ${PHONE_MAX_LENGTH} characters.`;
const IBAN_MESSAGE = 'This IBAN is not valid: its length or check digits do not match. Check it for a typo.';
const VAT_MESSAGE = 'A VAT number starts with its country’s two letters, like HR12345678901.';
const HOURS_MESSAGE = `The free-cancellation window is a whole number of hours from 0 to ${MAX_FREE_CANCELLATION_HOURS}.`;

const requiredText = (label: string, max = TEXT_MAX) =>
  textInput({ error: `${label} is required.` })
    .regex(NOT_BLANK, `${label} is required.`)
    .trim()
    .max(max, `${label} may have at most ${max} characters.`);

export const companyDetailsBodySchema = withRules(
  z.object({
    legal_name: requiredText('The legal name'),
    trading_name: requiredText('The trading name'),
    street: requiredText('The street'),
    postcode: requiredText('The postcode', 20),
    city: requiredText('The city', 100),
    country_code: textInput({ error: 'The country is required.' })
      .regex(/^ *[A-Za-z]{2} *$/, 'The country is a two-letter ISO 3166 code, like HR.')
      .transform((v) => v.trim().toUpperCase()),
    phone: textInput({ error: 'The phone number is required.' })
      .max(PHONE_MAX_LENGTH, PHONE_MESSAGE)
      .regex(/^ *\+?(?: *[0-9]){5,15} *$/, PHONE_MESSAGE)
      .transform(withLeadingPlus),
    email: emailSchema,
    registration_number: requiredText('The registration number', 50),
    /** A company not registered for VAT leaves it empty (null). */
    vat_number: textInput()
      .max(40, VAT_MESSAGE)
      .regex(/^(?: *[A-Za-z]{2}(?:[ .-]*[A-Za-z0-9]){2,13}[ .-]*)?$/, VAT_MESSAGE)
      .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase() || null)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    account_holder: requiredText('The account holder'),
    iban: textInput({ error: 'The IBAN is required.' })
      .max(50, IBAN_MESSAGE)
      .regex(/^ *[A-Za-z]{2}[0-9]{2}(?:[ -]?[A-Za-z0-9]){8,30} *$/, IBAN_MESSAGE)
      .refine(isValidIban, IBAN_MESSAGE)
      .transform(normalizeIban),
    bic: textInput({ error: 'The BIC is required.' })
      .regex(BIC_PATTERN, 'A BIC has 8 or 11 letters and digits, like ZABAHR2X.')
      .transform(normalizeBic),
    bank_name: requiredText('The bank’s name'),
    staff_languages: z
      .array(languageSchema, { error: 'Choose the languages the staff answer in.' })
      .min(1, 'Choose at least one language the staff answer in.')
      .max(12)
      .refine((codes) => new Set(codes).size === codes.length, 'Each language once.'),
    free_cancellation_hours: z
      .number({ error: HOURS_MESSAGE })
      .int(HOURS_MESSAGE)
      .min(0, HOURS_MESSAGE)
      .max(MAX_FREE_CANCELLATION_HOURS, HOURS_MESSAGE),
  }),
  { rule: 'iban: the length of its country and its ISO 7064 mod-97 check digits hold (ISO 13616)', fields: ['iban'] },
  { rule: 'staff_languages: each language once', fields: ['staff_languages'] },
);
export type CompanyDetailsBody = z.output<typeof companyDetailsBodySchema>;

export const companyDetailsSchema = z.object({
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
  /** Normalized (no spaces); pages print it in groups of four. */
  iban: z.string(),
  bic: z.string(),
  bank_name: z.string(),
  staff_languages: z.array(z.string()),
  free_cancellation_hours: z.number().int(),
  /** The logo under /media (400 px wide at most, WebP), or null. */
  logo_url: z.string().nullable(),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

export const companyFeedSchema = z.object({
  /** The iCalendar feed's secret address; null until an owner makes one. */
  url: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type CompanyFeed = z.infer<typeof companyFeedSchema>;
