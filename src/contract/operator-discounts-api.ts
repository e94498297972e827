import { z } from 'zod';
import { withRules, type InputRule } from './input-rules';
import { CALENDAR_DATE, whole } from './patterns';
import { textInput } from './text-input';
import { DISCOUNT_RULE_KINDS } from './discount-rules';

// Issue 27: a boat's discount rules in the console (docs/decisions/048) — early booking (booked on or before a
// day), last minute (check-in within some days of booking) and long stay (at least some nights), each a
// percentage off charters whose days lie in [date_from, date_to). Only the kind's own condition is kept.

const dateSchema = (label: string) =>
  textInput({ error: `${label} is required.` })
    .regex(whole(CALENDAR_DATE), `${label} must be a date as YYYY-MM-DD.`)
    .meta({ format: 'date' });

const count = (label: string, min: number) =>
  z
    .number({ error: `${label} is a number.` })
    .int(`${label} is a whole number.`)
    .min(min, `${label} is ${min} to 365.`)
    .max(365, `${label} is ${min} to 365.`);

/** The field holding each kind's condition. */
const CONDITION_OF = { early_booking: 'booked_by', last_minute: 'within_days', long_stay: 'min_nights' } as const;

const RULES: InputRule[] = [
  { rule: 'date_to is after date_from', fields: ['date_to'] },
  {
    rule: 'the kind’s condition is given: booked_by for early_booking, within_days for last_minute, min_nights for long_stay',
    fields: ['booked_by', 'within_days', 'min_nights'],
  },
];

export const discountRuleBodySchema = withRules(
  z
    .object({
      kind: z.enum(DISCOUNT_RULE_KINDS, { error: `Choose one of ${DISCOUNT_RULE_KINDS.join(', ')}.` }),
      date_from: dateSchema('The first charter day'),
      date_to: dateSchema('The end day'),
      discount_percent: z
        .number({ error: 'The discount is a number.' })
        .int('The discount is a whole percentage.')
        .min(1, 'The discount is 1 to 90 %.')
        .max(90, 'The discount is 1 to 90 %.'),
      booked_by: dateSchema('The last day of booking').nullable().default(null),
      within_days: count('The days before check-in', 0).nullable().default(null),
      min_nights: count('The fewest nights', 1).nullable().default(null),
    })
    .superRefine((rule, ctx) => {
      if (rule.date_to <= rule.date_from)
        ctx.addIssue({ code: 'custom', message: 'The end day comes after the first charter day.', path: ['date_to'] });
      const field = CONDITION_OF[rule.kind];
      if (rule[field] === null) {
        const message = {
          // "required": the console shows it in the page's language (src/components/form/field-messages.ts).
          booked_by: 'The last day of booking is required for an early-booking discount.',
          within_days: 'The days from booking to check-in are required for a last-minute discount.',
          min_nights: 'The fewest nights are required for a long-stay discount.',
        }[field];
        ctx.addIssue({ code: 'custom', message, path: [field] });
      }
    })
    // Only the kind's own condition is kept.
    .transform((rule) => ({
      ...rule,
      booked_by: rule.kind === 'early_booking' ? rule.booked_by : null,
      within_days: rule.kind === 'last_minute' ? rule.within_days : null,
      min_nights: rule.kind === 'long_stay' ? rule.min_nights : null,
    })),
  ...RULES,
);

const discountRuleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DISCOUNT_RULE_KINDS),
  date_from: z.string(),
  date_to: z.string(),
  discount_percent: z.number().int(),
  booked_by: z.string().nullable(),
  within_days: z.number().int().nullable(),
  min_nights: z.number().int().nullable(),
  /** Issue 29: a rule the company's fleet system gives, brought by its sync and changed there only. */
  imported: z.boolean(),
});
export type DiscountRuleRow = z.infer<typeof discountRuleSchema>;

export const discountRulesSchema = z.object({
  rules: z.array(discountRuleSchema),
  /** Issue 29: the boat is imported; its discounts are its fleet system's. */
  boat_imported: z.boolean(),
});
