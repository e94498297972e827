import { z } from 'zod';
import { quoteSchema } from './catalog-api';
import { emailField, languageField, lineField, phoneField, slugSchema } from './content-api';
import { yachtCardSchema } from './yacht-list-api';
import { isIsoDate } from './iso-date';
import { CALENDAR_DATE, whole } from './patterns';
import { textInput } from './text-input';
import { EXTRA_UNITS } from './price-rules';

// Bookings (B1, B2, B4). A booking starts as an OPTION: the boat is held for the customer at the price
// quoted. The customer reviews and confirms it (B2), which makes it CONFIRMED. The office may CANCEL
// either, which frees the days (the exclusion constraint ignores cancelled bookings). Options do not
// expire by themselves yet. option → confirmed → cancelled; option → cancelled.

export const BOOKING_STATUSES = ['option', 'confirmed', 'cancelled'] as const;
export const PRODUCTS = ['bareboat', 'skipper', 'crewed'] as const;
/** Longer charters are arranged with the office, not booked online. */
export const MAX_CHARTER_NIGHTS = 60;

const isoDateField = textInput()
  .regex(whole(CALENDAR_DATE), 'Must be a date between 1900 and 2199 as YYYY-MM-DD')
  .meta({ format: 'date' });

/** `BW-` and 8 characters of Crockford's base32; read case-insensitively. */
export const bookingReferenceSchema = textInput()
  .regex(/^BW-[0-9A-HJKMNP-TV-Z]{8}$/i, 'Not a booking reference')
  .transform((v) => v.toUpperCase());

export const bookingReferenceParamsSchema = z.object({ reference: bookingReferenceSchema });

/** Rules across fields, which JSON Schema cannot state: said in the body's description. */
const BOOKING_DATES_RULE = `date_end is after date_start, at most ${MAX_CHARTER_NIGHTS} nights later; date_start is not in the past`;

export const createBookingInputSchema = z
  .object({
    yacht_slug: slugSchema,
    /** Check-in day; date_end is the check-out day (the boat is free again that day). */
    date_start: isoDateField,
    date_end: isoDateField,
    product: z.enum(PRODUCTS),
    people: z.number().int().min(1).max(100),
    first_name: lineField(80),
    last_name: lineField(80),
    email: emailField,
    phone: phoneField,
    /** Ids of the boat's optional extras the customer adds. */
    optional_extras: z
      .array(z.number().int().positive().max(2_147_483_647))
      .max(50)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    terms_accepted: z.literal(true, { error: 'The terms must be accepted' }),
    language: languageField,
  })
  .superRefine((b, ctx) => {
    if (!isIsoDate(b.date_start) || !isIsoDate(b.date_end)) return;
    // At least one night: the held range '[date_start, date_end)' is then exactly the booked days.
    if (b.date_end <= b.date_start) ctx.addIssue({ code: 'custom', path: ['date_end'], message: 'Must be after date_start' });
    const nights = (Date.parse(b.date_end) - Date.parse(b.date_start)) / 86_400_000;
    if (nights > MAX_CHARTER_NIGHTS) {
      ctx.addIssue({ code: 'custom', path: ['date_end'], message: `At most ${MAX_CHARTER_NIGHTS} nights can be booked online` });
    }
  })
  .describe(BOOKING_DATES_RULE);
export type CreateBookingInput = z.input<typeof createBookingInputSchema>;
export type CreateBooking = z.output<typeof createBookingInputSchema>;

/** Confirming needs the booking's own user token, or (a guest booking) the e-mail it was made with. */
export const confirmBookingInputSchema = z.object({ email: emailField.optional() });
export type ConfirmBookingInput = z.input<typeof confirmBookingInputSchema>;

export const chosenExtraSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  unit: z.enum(EXTRA_UNITS),
  total: z.number().int(),
  payable_at_base: z.boolean(),
});

/** The price as quoted when booked, plus the optional extras the customer chose. */
export const bookingQuoteSchema = quoteSchema.extend({
  optional_extras: z.array(chosenExtraSchema),
  optional_extras_total: z.number().int(),
});
export type BookingQuote = z.infer<typeof bookingQuoteSchema>;

export const bookingSchema = z.object({
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  created_at: z.string(),
  yacht: yachtCardSchema,
  product: z.enum(PRODUCTS),
  date_start: z.string(),
  date_end: z.string(),
  people: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  language: z.string(),
  quote: bookingQuoteSchema,
  /** Everything: the boat after discount, obligatory and chosen extras (also those paid at the base). */
  total: z.number().int(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingResponseSchema = z.object({ success: z.literal(true), data: bookingSchema });
export type BookingResponse = z.infer<typeof bookingResponseSchema>;
export const bookingsResponseSchema = z.object({ data: z.array(bookingSchema) });
export type BookingsResponse = z.infer<typeof bookingsResponseSchema>;

export const BOOKING_UNAVAILABLE = 'The boat is not available for these dates';
