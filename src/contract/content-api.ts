import { z } from 'zod';
import { paginationSchema } from './pagination';
import { yachtCardSchema } from './yacht-list-api';
import { SLUG, SLUG_MAX_LENGTH } from './slug';
import { imageUrlsSchema, localeParamsSchema, localeSchema } from './catalog-api';
import { NOT_BLANK, textInput } from './text-input';
import { EMAIL_PATTERN } from './email-pattern';
import { CREW_ROLES, HONEYPOT_FIELD, MESSAGE_MAX } from './forms';
import { CALENDAR_DATE, whole } from './patterns';
import { withRules, type InputRule } from './input-rules';

// The content reads (offers, crew, itineraries, news, FAQ) and the two public forms (contact, crew
// application): shapes are ours to design (A3), in the style of §7. Texts come in the path's language,
// falling back to English; `translated: false` says the fallback was used (P2).

// ---- inputs shared by the content endpoints (and the booking form) ----

export const slugSchema = textInput().max(SLUG_MAX_LENGTH).regex(SLUG, 'Must be a slug (lower-case letters, digits and hyphens)');
/** `/{locale}/{slug}`: an unknown locale or a malformed slug is a 404 like any unknown path. */
export const localeSlugParamsSchema = localeParamsSchema.extend({ slug: slugSchema });

// Control characters are refused by every text input (src/contract/text-input.ts); a one-line field has no
// line breaks or tabs either. What is stored is tidied: runs of spaces become one, the ends are trimmed,
// line breaks become \n.
function tidyMultiLine(value: string): string {
  return value.replace(/\r\n?/g, '\n').trim();
}

function tidySingleLine(value: string): string {
  return value.replace(/ {2,}/g, ' ').trim();
}

const REQUIRED = 'This field is required';

/** A required one-line text of at most `max` characters. */
export const lineField = (max: number) => textInput().regex(NOT_BLANK, REQUIRED).max(max).transform(tidySingleLine);

/** A required free text (line breaks and tabs kept). */
export const textField = (max: number) => textInput({ multiLine: true }).regex(NOT_BLANK, REQUIRED).max(max).transform(tidyMultiLine);

export const emailField = textInput().regex(EMAIL_PATTERN, 'Must be a valid e-mail address').max(254).meta({ format: 'email' });
// International numbers as typed: digits with optional +, spaces, dots, dashes and brackets (B3 checks
// them properly in the browser; the server only refuses what cannot be a phone number). Spaces around it
// are trimmed.
const PHONE = ' *\\+?[0-9][0-9 ().-]{3,29}[0-9().-] *';
const PHONE_MESSAGE = 'Must be a phone number';
export const phoneField = textInput()
  .max(32)
  .regex(new RegExp(`^${PHONE}$`), PHONE_MESSAGE)
  .transform(tidySingleLine);
/** A phone number, or nothing: null, or a field left blank (spaces only). */
const optionalPhoneField = textInput()
  .max(32)
  .regex(new RegExp(`^(?: *|${PHONE})$`), PHONE_MESSAGE)
  .transform((v) => tidySingleLine(v) || null)
  .nullish()
  .transform((v) => v ?? null);
export const languageField = localeSchema;

// ---- paginated lists ----

/** `?page` and `?per_page`; Express may hand over arrays, which fail (400), as do negatives and zero. */
const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(12),
});

/** A destination filter: its slug or its numeric id. */
const destinationFilter = textInput()
  .max(SLUG_MAX_LENGTH)
  .regex(new RegExp(`^(?:\\d{1,9}|${SLUG.source.slice(1, -1)})$`), 'Must be a destination slug or id');

/** P2: the languages an item is written in (its page exists in these; the others show English with a note). */
const textLanguagesSchema = z.array(z.string()).describe('The languages this item is written in; its page exists in these');

// ---- offers ----

const offerDateFilter = textInput()
  .regex(whole(CALENDAR_DATE), 'Must be a date between 1900 and 2199 as YYYY-MM-DD')
  .meta({ format: 'date' });

/** The offers list's dates (issue 30 item 9): a window the offered charter must lie within. */
const OFFER_DATES_RULE: InputRule = { rule: 'date_to is not before date_from', fields: ['date_to'] };

export const offersQuerySchema = withRules(
  pageQuerySchema
    .extend({
      destination: destinationFilter.optional(),
      featured: z
        .enum(['1', '0', 'true', 'false'])
        .transform((v) => v === '1' || v === 'true')
        .optional(),
      /** Offers whose check-in day is on or after this day. */
      date_from: offerDateFilter.optional(),
      /** Offers whose check-out day is on or before this day. */
      date_to: offerDateFilter.optional(),
    })
    .superRefine((q, ctx) => {
      if (q.date_from && q.date_to && q.date_to < q.date_from) {
        ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'Must not be before date_from' });
      }
    }),
  OFFER_DATES_RULE,
);
export type OffersQuery = z.infer<typeof offersQuerySchema>;

const offerSchema = z.object({
  slug: z.string(),
  title: z.string(),
  translated: z.boolean(),
  featured: z.boolean(),
  discount_percent: z.number().int(),
  /** Check-in day and check-out day of the offered charter. */
  date_start: z.string(),
  date_end: z.string(),
  /** The boat's card, its `quote` the price of the offer's dates. */
  yacht: yachtCardSchema,
  /** The price of the offer's dates; null when the boat can no longer be booked for them. */
  price: z.object({ list_price: z.number().int(), price: z.number().int(), currency: z.literal('EUR') }).nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offersResponseSchema = paginationSchema.extend({ data: z.array(offerSchema) });
export type OffersResponse = z.infer<typeof offersResponseSchema>;

/**
 * One offer (P1 `/offers/{id}`); `expired` sends the page to /offerexpired. `expired_because`: `past` once
 * its check-in day has gone (for good), `booked` while the boat is booked over its days.
 */
export const offerResponseSchema = z.object({
  data: offerSchema,
  expired: z.boolean(),
  expired_because: z.enum(['past', 'booked']).nullable(),
  text_languages: textLanguagesSchema,
});
export type OfferResponse = z.infer<typeof offerResponseSchema>;

// ---- crew ----

const crewRoleSchema = z.enum(CREW_ROLES);

const crewMemberSchema = z.object({
  slug: z.string(),
  name: z.string(),
  role: crewRoleSchema,
  languages: z.array(z.string()),
  years_experience: z.number().int(),
  bio: z.string(),
  translated: z.boolean(),
  photo: imageUrlsSchema,
  price_per_day: z.number().int(),
  base: z.object({ slug: z.string(), name: z.string(), city: z.string() }).nullable(),
  /** The certificates of the member's role (skipper's licence, radio, safety, food hygiene). */
  licences: z.array(z.string()),
});
export type CrewMember = z.infer<typeof crewMemberSchema>;

/** GET /crew/{locale} (§7 "List"): a bare list, like /languages. */
export const crewListResponseSchema = z.array(crewMemberSchema);
export const crewMemberResponseSchema = z.object({ data: crewMemberSchema, text_languages: textLanguagesSchema });
export type CrewMemberResponse = z.infer<typeof crewMemberResponseSchema>;

// ---- itineraries ----

export const itinerariesQuerySchema = z.object({
  destination: destinationFilter.optional(),
  /** A country's slug (croatia): the voyages of its country page. */
  country: slugSchema.optional(),
});

const itinerarySummaryShape = {
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  translated: z.boolean(),
  nights: z.number().int(),
  destination: z.object({ slug: z.string(), name: z.string() }),
  country: z.string(),
};
const itinerarySummarySchema = z.object(itinerarySummaryShape);
const itinerarySchema = z.object({
  ...itinerarySummaryShape,
  stops: z.array(z.object({ name: z.string(), lat: z.number(), lng: z.number(), nights: z.number().int() })),
  /** The charter base of the destination nearest the first stop: where the voyage starts. */
  start_base: z.object({ slug: z.string(), name: z.string(), city: z.string(), lat: z.number(), lng: z.number() }).nullable(),
});
export type Itinerary = z.infer<typeof itinerarySchema>;
export const itinerariesResponseSchema = z.object({ data: z.array(itinerarySummarySchema) });
export const itineraryResponseSchema = z.object({ data: itinerarySchema, text_languages: textLanguagesSchema });
export type ItinerariesResponse = z.infer<typeof itinerariesResponseSchema>;
export type ItineraryResponse = z.infer<typeof itineraryResponseSchema>;

// ---- news ----

export const newsQuerySchema = pageQuerySchema;

const newsSummaryShape = {
  slug: z.string(),
  published_on: z.string(),
  title: z.string(),
  summary: z.string(),
  translated: z.boolean(),
  image: imageUrlsSchema,
};
const newsSummarySchema = z.object(newsSummaryShape);
const newsArticleSchema = z.object({
  ...newsSummaryShape,
  body: z.string(),
  /** The sailing areas the article is about. */
  destinations: z.array(z.object({ slug: z.string(), name: z.string(), country: z.object({ slug: z.string(), name: z.string() }) })),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;
export const newsListResponseSchema = paginationSchema.extend({ data: z.array(newsSummarySchema) });
export const newsArticleResponseSchema = z.object({ data: newsArticleSchema, text_languages: textLanguagesSchema });
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;
export type NewsArticleResponse = z.infer<typeof newsArticleResponseSchema>;

// ---- sailing guides (country pages) ----

const WINDS = [
  'bora',
  'jugo',
  'maestral',
  'meltemi',
  'seaBreeze',
  'mistral',
  'tramontana',
  'scirocco',
  'levante',
  'northerly',
  'southerly',
] as const;

const sailingGuideSchema = z.object({
  /** January to December: the season, the prevailing wind, its usual force (Beaufort) and the sea's temperature. */
  months: z
    .array(
      z.object({
        season: z.enum(['high', 'shoulder', 'off']),
        wind: z.enum(WINDS),
        beaufort_min: z.number().int(),
        beaufort_max: z.number().int(),
        sea_c: z.number().int(),
      }),
    )
    .length(12),
  /** The airports nearest the country's bases (IATA code) and the base towns each serves. */
  airports: z.array(z.object({ code: z.string(), name: z.string(), serves: z.array(z.string()) })),
});
export type SailingGuide = z.infer<typeof sailingGuideSchema>;
export const sailingGuideParamsSchema = z.object({ slug: slugSchema });
/** `data` is null for a country the guides do not cover yet. */
export const sailingGuideResponseSchema = z.object({ data: sailingGuideSchema.nullable() });
export type SailingGuideResponse = z.infer<typeof sailingGuideResponseSchema>;

// ---- FAQ ----

const faqEntrySchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string(), translated: z.boolean() });
export const faqResponseSchema = z.object({
  data: z.array(z.object({ category: z.string(), entries: z.array(faqEntrySchema) })),
  /** P2: the languages in which every entry is written (the page's hreflang lists only these). */
  languages: z.array(z.string()),
});
export type FaqResponse = z.infer<typeof faqResponseSchema>;

// ---- forms ----

// The honeypot (HONEYPOT_FIELD): any text, checked by the domain function (server/content/forms.ts).
const honeypot = z.string().max(2_000).optional();

export const contactInputSchema = z.object({
  name: lineField(120),
  email: emailField,
  phone: optionalPhoneField,
  subject: lineField(200),
  message: textField(MESSAGE_MAX),
  yacht_slug: slugSchema.nullish().transform((v) => v ?? null),
  language: languageField,
  [HONEYPOT_FIELD]: honeypot,
});
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactMessage = z.output<typeof contactInputSchema>;

export const crewApplicationInputSchema = z.object({
  first_name: lineField(80),
  last_name: lineField(80),
  email: emailField,
  phone: phoneField,
  role: crewRoleSchema,
  years_experience: z.number().int().min(0).max(60),
  /** The languages the applicant speaks, as ISO 639-1 codes. */
  languages: z
    .array(textInput().regex(/^[a-z]{2}$/, 'Must be a two-letter language code'))
    .min(1)
    .max(12)
    .transform((codes) => [...new Set(codes)]),
  message: textField(MESSAGE_MAX),
  language: languageField,
  [HONEYPOT_FIELD]: honeypot,
});
export type CrewApplication = z.output<typeof crewApplicationInputSchema>;

export const formAcceptedSchema = z.object({ success: z.literal(true), message: z.string() });
export type FormAccepted = z.infer<typeof formAcceptedSchema>;
