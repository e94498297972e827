import { sql, type SQL } from 'drizzle-orm';
import type { DiscountRule, DiscountRuleKind } from '../../src/contract/discount-rules';
import { daysBetween } from '../../src/contract/iso-date';

// A boat's discount rules (issue 27, migration 0021) as both readers take them from SQL: the in-memory
// catalog (catalog-model-data.ts) and the quote a booking makes inside its transaction (catalog-data.ts),
// so the search and the booking apply the same rows by the same rule (src/contract/discount-rules.ts).

/** [id, kind, percent, from, until, booked_by, within_days, min_nights], from and until 'YYYY-MM-DD'. */
export type DiscountRuleJson = [number, DiscountRuleKind, number, string, string, string | null, number | null, number | null];

/** A JSON array of the rules of boat `yachtId` (an SQL expression), in the order they were made. */
export function discountRulesJson(yachtId: SQL): SQL {
  return sql`coalesce((select json_agg(json_build_array(r.id, r.kind, r.discount_percent, lower(r.period), upper(r.period),
                  r.booked_by, r.within_days, r.min_nights) order by r.id)
                from discount_rules r where r.yacht_id = ${yachtId}), '[]'::json)`;
}

/** 'YYYY-MM-DD' as days since 1970-01-01, as the catalog's days are (model/boat-facts.ts dayNumber). */
const dayOf = (iso: string) => daysBetween('1970-01-01', iso);

export function discountRuleOf([id, kind, percent, from, until, bookedBy, withinDays, minNights]: DiscountRuleJson): DiscountRule {
  const condition = kind === 'early_booking' ? dayOf(bookedBy!) : kind === 'last_minute' ? withinDays! : minNights!;
  return { kind, discountPercent: percent, slug: null, id, from: dayOf(from), until: dayOf(until), condition };
}
