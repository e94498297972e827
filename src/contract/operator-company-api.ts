import { z } from 'zod';
import { emailSchema, languageSchema } from './account-api';
import { isValidBic, normalizeBic } from './bic';
import { isValidIban, normalizeIban } from './iban';
import { isPhoneNumber, PHONE_MAX_LENGTH, withLeadingPlus } from './phone';
import { NOT_BLANK, textInput } from './text-input';
import { MAX_FREE_CANCELLATION_HOURS } from './operator-company-rules';

// The company's details in the console (issues 27 and 28): what bookings name it by, where visitors pay it,
// the languages its staff answer in and its free-cancellation window. Owners write them; every role reads.

const TEXT_MAX = 200;

const requiredText = (label: string, max = TEXT_MAX) =>
  textInput({ error: `${label} is required.` })
    .regex(NOT_BLANK, `${label} is required.`)
    .trim()
    .max(max, `${label} may have at most ${max} characters.`);

export const companyDetailsBodySchema = z.object({
  legal_name: requiredText('The legal name'),
  trading_name: requiredText('The trading name'),
  street: requiredText('The street'),
  postcode: requiredText('The postcode', 20),
  city: requiredText('The city', 100),
  country_code: textInput({ error: 'The country is required.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'The country is a two-letter ISO 3166 code, like HR.'),
  phone: textInput({ error: 'The phone number is required.' })
    .transform(withLeadingPlus)
    .refine(isPhoneNumber, `Enter the phone number with its country code: digits and spaces, at most ${PHONE_MAX_LENGTH} characters.`),
  email: emailSchema,
  registration_number: requiredText('The registration number', 50),
  /** A company not registered for VAT leaves it empty (null). */
  vat_number: textInput()
    .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase())
    .refine(
      (v) => v === '' || /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(v),
      'A VAT number starts with its country’s two letters, like HR12345678901.',
    )
    .transform((v) => v || null)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  account_holder: requiredText('The account holder'),
  iban: textInput({ error: 'The IBAN is required.' })
    .transform(normalizeIban)
    .refine(isValidIban, 'This IBAN is not valid: its length or check digits do not match. Check it for a typo.'),
  bic: textInput({ error: 'The BIC is required.' })
    .transform(normalizeBic)
    .refine(isValidBic, 'A BIC has 8 or 11 letters and digits, like ZABAHR2X.'),
  bank_name: requiredText('The bank’s name'),
  staff_languages: z
    .array(languageSchema, { error: 'Choose the languages the staff answer in.' })
    .min(1, 'Choose at least one language the staff answer in.')
    .max(12)
    .refine((codes) => new Set(codes).size === codes.length, 'Each language once.'),
  free_cancellation_hours: z
    .number({ error: `The free-cancellation window is a whole number of hours from 0 to ${MAX_FREE_CANCELLATION_HOURS}.` })
    .int(`The free-cancellation window is a whole number of hours from 0 to ${MAX_FREE_CANCELLATION_HOURS}.`)
    .min(0, `The free-cancellation window is a whole number of hours from 0 to ${MAX_FREE_CANCELLATION_HOURS}.`)
    .max(MAX_FREE_CANCELLATION_HOURS, `The free-cancellation window is a whole number of hours from 0 to ${MAX_FREE_CANCELLATION_HOURS}.`),
});
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
