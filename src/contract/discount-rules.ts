// Issue 27: a boat's discounts as one rule (docs/decisions/048), zod-free so the pages may load it: the best
// of the offer covering a charter and the company's discount rules (early booking, last minute, long stay),
// never two stacked. src/contract/price-rules.ts buildQuote takes what this chooses.

/** Issue 27: the kinds of discount rule a company sets per boat (table discount_rules, migration 0021). */
export const DISCOUNT_RULE_KINDS = ['early_booking', 'last_minute', 'long_stay'] as const;
export type DiscountRuleKind = (typeof DISCOUNT_RULE_KINDS)[number];
/** What took a quote's discount off: an offer (its page is `offer_slug`) or one of the rules. */
export const DISCOUNT_KINDS = ['offer', ...DISCOUNT_RULE_KINDS] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** The discount a quote applies: one, never two stacked (docs/decisions/048). */
export interface AppliedDiscount {
  kind: DiscountKind;
  discountPercent: number;
  /** The offer's slug; null for a rule. */
  slug: string | null;
}

/**
 * A discount rule with days as whole numbers (days since 1970-01-01, so the search's scan compares numbers):
 * it covers charters whose held days all lie in [from, until), as an offer does, and `condition` is the
 * kind's: early_booking, the last day of booking; last_minute, the most days from booking to check-in;
 * long_stay, the fewest nights. It is itself an AppliedDiscount, so choosing it allocates nothing.
 */
export interface DiscountRule extends AppliedDiscount {
  kind: DiscountRuleKind;
  slug: null;
  id: number;
  from: number;
  until: number;
  condition: number;
}

/** A charter as the rules see it: the held days [from, until), its nights, and the day it is booked ("today"). */
export interface DiscountedCharter {
  from: number;
  until: number;
  nights: number;
  today: number;
}

/** Whether a discount rule applies to a charter booked today. */
export function ruleApplies(rule: DiscountRule, charter: DiscountedCharter): boolean {
  if (rule.from > charter.from || rule.until < charter.until) return false;
  switch (rule.kind) {
    case 'early_booking':
      return charter.today <= rule.condition;
    case 'last_minute':
      return charter.from - charter.today <= rule.condition;
    case 'long_stay':
      return charter.nights >= rule.condition;
  }
}

/**
 * THE discount of a charter (docs/decisions/048): the single highest percentage among the offer covering it
 * and the rules that apply, never stacked. On a tie the offer (its page named the price), then the rule
 * made first (`rules` are in the order they were made, by id). Every path that prices a charter calls this: the search, the boat page's and the booking's quotes.
 */
export function bestDiscount(
  offer: AppliedDiscount | null,
  rules: readonly DiscountRule[],
  charter: DiscountedCharter,
): AppliedDiscount | null {
  let best = offer;
  for (const rule of rules) {
    if (!ruleApplies(rule, charter)) continue;
    if (!best || rule.discountPercent > best.discountPercent) best = rule;
  }
  return best;
}
