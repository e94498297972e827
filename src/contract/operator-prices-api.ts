import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import { withRules, type InputRule } from './input-rules';
import { CALENDAR_DATE, whole } from './patterns';
import { NOT_BLANK, textInput } from './text-input';
import { EXTRA_UNITS } from './price-rules';
import { BLOCK_REASONS, HELD_BLOCK_REASONS, MAX_PRICE_PERIODS, OFFER_KINDS } from './operator-prices-constants';
import { boatSourceSchema } from './operator-fleet-api';

// Issue 27: a boat's prices as its company keeps them in the console — season periods (a price per day),
// discounts (the site's offers), the deposit and damage waiver, extras, and blocks (weeks out of service).
// A period is [date_from, date_to): date_to is the day it ends, not included, like a charter's check-out,
// which is how yacht_prices, offers and bookings store their dateranges.

const idParam = (what: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, `${what} is a whole number.`)
    .transform(Number);

export const boatParamsSchema = z.object({ yacht_id: idParam('The boat id') });
export const boatItemParamsSchema = z.object({ yacht_id: idParam('The boat id'), item_id: idParam('The id') });

const dateSchema = (label: string) =>
  textInput({ error: `${label} is required.` })
    .regex(whole(CALENDAR_DATE), `${label} must be a date as YYYY-MM-DD.`)
    .meta({ format: 'date' });

const euros = (label: string, max: number) =>
  z
    .number({ error: `${label} is a number of euros.` })
    .int(`${label} is a whole number of euros.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} is at most ${max} euros.`);

type Period = { date_from: string; date_to: string };
const periodShape = { date_from: dateSchema('The first day'), date_to: dateSchema('The end day') };

const FORWARD_RULE: InputRule = { rule: 'date_to is after date_from', fields: ['date_to'] };
const forward = <S extends z.ZodType<Period>>(schema: S): S =>
  withRules(
    schema.refine((p) => p.date_to > p.date_from, { message: 'The end day comes after the first day.', path: ['date_to'] }),
    FORWARD_RULE,
  );

const PERIODS_RULE: InputRule = {
  rule: 'each period of periods ends after it starts, and no two share a day (one price a day)',
  fields: ['periods'],
};

/** 422 under `periods` naming the row (1-based, as the console's table counts) that ends too early or overlaps. */
function checkPeriods(periods: readonly Period[], ctx: z.RefinementCtx): void {
  const problem = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['periods'] });
  const reversed = periods.findIndex((p) => p.date_to <= p.date_from);
  if (reversed >= 0) return problem(`Period ${reversed + 1} ends before it starts: its end day comes after its first day.`);
  const order = periods
    .map((p, i) => ({ ...p, i }))
    .sort((a, b) => (a.date_from < b.date_from ? -1 : a.date_from > b.date_from ? 1 : a.i - b.i));
  for (let k = 1; k < order.length; k++) {
    const [previous, current] = [order[k - 1]!, order[k]!];
    if (current.date_from < previous.date_to) {
      const [first, second] = previous.i < current.i ? [previous, current] : [current, previous];
      return problem(
        `Period ${second.i + 1} (${second.date_from} to ${second.date_to}) overlaps period ${first.i + 1} (${first.date_from} to ${first.date_to}): a day has one price.`,
      );
    }
  }
}

const pricePeriodSchema = z.object({
  ...periodShape,
  price_per_day: euros('The price per day', 100_000).min(1, 'The price per day is at least 1 euro.'),
});
const periodsSchema = z.array(pricePeriodSchema).max(MAX_PRICE_PERIODS, `At most ${MAX_PRICE_PERIODS} periods.`);

/** A boat's season prices, replaced as a whole. */
export const pricePeriodsBodySchema = withRules(
  z.object({ periods: periodsSchema }).superRefine((body, ctx) => checkPeriods(body.periods, ctx)),
  PERIODS_RULE,
);

/** The same periods for several boats of the company: their periods inside [date_from, date_to) are replaced. */
export const copyPricesBodySchema = withRules(
  z
    .object({
      ...periodShape,
      yacht_ids: z
        .array(z.number().int().positive().max(999_999_999))
        .min(1, 'Choose at least one boat.')
        .max(500, 'At most 500 boats at once.'),
      periods: periodsSchema,
    })
    .superRefine((body, ctx) => {
      if (body.date_to <= body.date_from)
        ctx.addIssue({ code: 'custom', message: 'The end day comes after the first day.', path: ['date_to'] });
      const outside = body.periods.findIndex((p) => p.date_from < body.date_from || p.date_to > body.date_to);
      if (outside >= 0) {
        ctx.addIssue({
          code: 'custom',
          message: `Period ${outside + 1} lies outside the range from ${body.date_from} to ${body.date_to}.`,
          path: ['periods'],
        });
      }
      checkPeriods(body.periods, ctx);
    }),
  FORWARD_RULE,
  { rule: 'every period of periods lies within date_from … date_to', fields: ['periods'] },
  PERIODS_RULE,
);

const textsSchema = (label: string) => {
  const text = textInput().trim().max(200, `${label} has at most 200 characters.`);
  const shape = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, text.optional()])) as Record<
    LanguageCode,
    z.ZodOptional<z.ZodString>
  >;
  const english = textInput({ error: `${label} in English is required.` })
    .regex(NOT_BLANK, `${label} in English is required.`)
    .trim()
    .max(200, `${label} has at most 200 characters.`);
  return z
    .object({ ...shape, en: english })
    .transform(
      (texts) => Object.fromEntries(Object.entries(texts).filter(([, v]) => v)) as { en: string } & Partial<Record<LanguageCode, string>>,
    );
};

export const offerBodySchema = forward(
  z.object({
    ...periodShape,
    kind: z.enum(OFFER_KINDS, { error: `Choose one of ${OFFER_KINDS.join(', ')}.` }),
    discount_percent: z
      .number({ error: 'The discount is a number.' })
      .int('The discount is a whole percentage.')
      .min(1, 'The discount is 1 to 90 %.')
      .max(90, 'The discount is 1 to 90 %.'),
    featured: z.boolean().default(false),
  }),
);

export const depositBodySchema = z.object({
  deposit: euros('The deposit', 1_000_000),
  /** The optional "Damage waiver (deposit insurance)" extra, per day and paid at the base; null removes it. */
  damage_waiver_per_day: euros('The damage waiver', 10_000).nullable(),
});

const extraShape = {
  name: textsSchema('The name'),
  price: euros('The price', 100_000),
  unit: z.enum(EXTRA_UNITS, { error: `Choose one of ${EXTRA_UNITS.join(', ')}.` }),
  obligatory: z.boolean({ error: 'Say whether the extra is obligatory.' }),
  payable_at_base: z.boolean({ error: 'Say whether it is paid at the base.' }),
};
/** Issue 27: a per-person price only for an optional extra (src/contract/price-rules.ts says why). */
const PER_PERSON_RULE: InputRule = { rule: 'unit is not per_person when obligatory', fields: ['unit'] };
const notObligatoryPerPerson = <S extends z.ZodType<{ unit: string; obligatory: boolean }>>(schema: S): S =>
  withRules(
    schema.refine((e) => !(e.obligatory && e.unit === 'per_person'), {
      message: 'An obligatory extra cannot be priced per person: the search shows the full price before the crew is known.',
      path: ['unit'],
    }),
    PER_PERSON_RULE,
  );
export const extraBodySchema = notObligatoryPerPerson(z.object(extraShape));
/** One extra for every boat of the company at the chosen bases (extras are kept per boat). */
export const baseExtrasBodySchema = notObligatoryPerPerson(
  z.object({
    ...extraShape,
    base_ids: z.array(z.number().int().positive().max(999_999_999)).min(1, 'Choose at least one base.').max(200),
  }),
);

export const blockBodySchema = forward(
  z.object({
    ...periodShape,
    reason: z.enum(BLOCK_REASONS, { error: `Choose one of ${BLOCK_REASONS.join(', ')}.` }),
    note: textInput().trim().max(500, 'The note has at most 500 characters.').default(''),
  }),
);

// ---- Answers ----

const periodAnswer = { date_from: z.string(), date_to: z.string() };

const extraSchema = z.object({
  id: z.number().int(),
  name: z.record(z.string(), z.string()),
  price: z.number().int(),
  unit: z.enum(EXTRA_UNITS),
  obligatory: z.boolean(),
  payable_at_base: z.boolean(),
  /** Issue 29: an extra the company's fleet system lists, brought by its sync and changed there only. */
  imported: z.boolean(),
});

export const boatPricesSchema = z.object({
  yacht: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    base_id: z.number().int(),
    deposit: z.number().int(),
    source: boatSourceSchema,
  }),
  periods: z.array(z.object({ ...periodAnswer, price_per_day: z.number().int(), price_per_week: z.number().int() })),
  offers: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      ...periodAnswer,
      discount_percent: z.number().int(),
      title: z.string(),
      featured: z.boolean(),
    }),
  ),
  damage_waiver_per_day: z.number().int().nullable(),
  extras: z.array(extraSchema),
  /** The company's bases and boats, for "which bases" and "copy to several boats". */
  bases: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** imported (issue 29): the boat's fleet system owns its prices, so prices are not copied onto it. */
  boats: z.array(z.object({ id: z.number().int(), name: z.string(), base_id: z.number().int(), imported: z.boolean() })),
});
export type BoatPrices = z.infer<typeof boatPricesSchema>;

export const copiedSchema = z.object({ boats: z.number().int() });
export const extrasCreatedSchema = z.object({
  created: z.number().int(),
  /** Issue 29: imported boats at the bases were left out; their extras come from the fleet system. */
  imported_skipped: z.number().int(),
});
export const itemSchema = z.object({ id: z.number().int() });

const blockSchema = z.object({
  id: z.number().int(),
  ...periodAnswer,
  reason: z.enum(HELD_BLOCK_REASONS),
  note: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  /** Issue 29: a hold made in the company's fleet system (an option or booking there), removed there only. */
  imported: z.boolean(),
});
export const blocksSchema = z.object({
  blocks: z.array(blockSchema),
  /** Issue 29: the boat is imported; its days are blocked in the fleet system, not here. */
  boat_imported: z.boolean(),
});
export type BoatBlock = z.infer<typeof blockSchema>;
