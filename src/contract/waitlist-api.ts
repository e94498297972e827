import { z } from 'zod';
import { emailField, languageField, lineField, phoneField, slugSchema } from './content-api';
import { PRODUCTS } from './booking-constants';
import { bookingStayProblem, STAY_MESSAGES } from './stay-dates';
import { isIsoDate } from './iso-date';
import { CALENDAR_DATE, whole } from './patterns';
import { textInput } from './text-input';
import { withRules } from './input-rules';
import { accessTokenSchema } from './booking-api';
import { WAITLIST_STATES } from './waitlist-constants';

// The waiting list (issue 28, docs/decisions/038): on a week another booking holds, a visitor leaves their
// name, e-mail address, phone, language, product and number of people. When the days free up the first in
// line gets an option of their own and a mail with its link; the mail also carries a link to withdraw,
// reached by an unguessable token (like a booking's access token).

const isoDateField = textInput().regex(whole(CALENDAR_DATE), 'Must be a date between 1900 and 2199 as YYYY-MM-DD').meta({ format: 'date' });

export const joinWaitlistInputSchema = withRules(
  z
    .object({
      yacht_slug: slugSchema,
      date_start: isoDateField,
      date_end: isoDateField,
      product: z.enum(PRODUCTS),
      people: z.number().int().min(1).max(100),
      first_name: lineField(80),
      last_name: lineField(80),
      email: emailField,
      phone: phoneField,
      language: languageField,
    })
    .superRefine((b, ctx) => {
      if (!isIsoDate(b.date_start) || !isIsoDate(b.date_end)) return;
      const problem = bookingStayProblem(b.date_start, b.date_end);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: STAY_MESSAGES[problem.rule] });
    }),
  { rule: 'date_end is after date_start, within the online booking limit', fields: ['date_end'] },
  { rule: 'date_end is at least the boat’s min_nights after date_start (issue 27)', fields: ['date_end'] },
  { rule: 'yacht_slug names a boat of the fleet', fields: ['yacht_slug'] },
);
export type JoinWaitlistInput = z.output<typeof joinWaitlistInputSchema>;

/** The withdraw link's token: 32 random bytes in base64url, as a booking's access token. */
export const waitlistTokenParamsSchema = z.object({ token: accessTokenSchema });

const waitlistEntrySchema = z.object({
  yacht: z.object({ slug: z.string(), name: z.string() }),
  date_start: z.string(),
  date_end: z.string(),
  state: z.enum(WAITLIST_STATES),
  /** How many entries for this boat wait before this one (0: first in line); null once it is not waiting. */
  ahead: z.number().int().nullable(),
  created_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export const waitlistEntryResponseSchema = z.object({ data: waitlistEntrySchema });
export type WaitlistEntryResponse = z.infer<typeof waitlistEntryResponseSchema>;
