import type { z } from 'zod';
import type { discountRuleBodySchema, DiscountRuleRow } from '../../src/contract/operator-discounts-api';
import type { ApiContext } from '../api/endpoint';
import { notFound } from '../http-error';
import type { OperatorCaller } from '../operators/operator-sessions';
import { insertAudit } from '../operators/operators-store';
import {
  deleteDiscountRule,
  discountRuleOf,
  discountRulesOf,
  insertDiscountRule,
  updateDiscountRule,
  type DiscountRuleValues,
} from './discounts-store';
import { fleetOwned, refuseIfImported } from './fleet-owned';
import { boatSource } from './fleet-owned-store';
import { boatOf } from './prices';

// A boat's discount rules in the console (issue 27, docs/decisions/048): early booking, last minute and long
// stay. The quote applies the best of them and the boat's offer, never two (src/contract/discount-rules.ts).
// Every write is audited with before and after in its transaction.
// Issue 29: an imported boat's discounts are its fleet system's: no rule is added or changed on it here, and
// one the system gives is not deleted here (the next sync would bring it back). A rule of the company's own
// from before the boat was imported can still be deleted.

const DISCOUNTS_THERE = 'change its discounts there; the next sync brings them here';

type Body = z.output<typeof discountRuleBodySchema>;

const valuesOf = (body: Body): DiscountRuleValues => ({
  kind: body.kind,
  period: `[${body.date_from},${body.date_to})`,
  discountPercent: body.discount_percent,
  bookedBy: body.booked_by,
  withinDays: body.within_days,
  minNights: body.min_nights,
});

const audited = (row: DiscountRuleValues) => ({
  kind: row.kind,
  period: row.period,
  discount_percent: row.discountPercent,
  booked_by: row.bookedBy ?? null,
  within_days: row.withinDays ?? null,
  min_nights: row.minNights ?? null,
});

export async function boatDiscountRules(
  ctx: ApiContext,
  caller: OperatorCaller,
  yachtId: number,
): Promise<{ rules: DiscountRuleRow[]; boat_imported: boolean }> {
  const boat = await boatOf(ctx.db, caller, yachtId);
  const [rules, source] = await Promise.all([discountRulesOf(ctx.db, boat.id), boatSource(ctx.db, boat.id)]);
  return { rules, boat_imported: source !== null };
}

export async function createDiscountRule(ctx: ApiContext, caller: OperatorCaller, yachtId: number, body: Body) {
  return ctx.db.transaction(async (tx) => {
    const boat = await boatOf(tx, caller, yachtId, true);
    await refuseIfImported(tx, boat.id, DISCOUNTS_THERE);
    const values = valuesOf(body);
    const id = await insertDiscountRule(tx, { ...values, yachtId: boat.id });
    await insertAudit(tx, {
      companyId: caller.operator.companyId,
      operatorId: caller.operator.id,
      action: 'discount_rule.create',
      entity: 'discount_rule',
      entityId: String(id),
      after: { yacht_id: boat.id, ...audited(values) },
      at: ctx.now(),
    });
    return { id };
  });
}

export async function changeDiscountRule(ctx: ApiContext, caller: OperatorCaller, yachtId: number, ruleId: number, body: Body) {
  return ctx.db.transaction(async (tx) => {
    const boat = await boatOf(tx, caller, yachtId, true);
    const before = await discountRuleOf(tx, boat.id, ruleId);
    if (!before) throw notFound('The discount rule was not found');
    await refuseIfImported(tx, boat.id, DISCOUNTS_THERE);
    const values = valuesOf(body);
    await updateDiscountRule(tx, before.id, values);
    await insertAudit(tx, {
      companyId: caller.operator.companyId,
      operatorId: caller.operator.id,
      action: 'discount_rule.change',
      entity: 'discount_rule',
      entityId: String(before.id),
      before: audited(before),
      after: audited(values),
      at: ctx.now(),
    });
    return { id: before.id };
  });
}

export async function removeDiscountRule(ctx: ApiContext, caller: OperatorCaller, yachtId: number, ruleId: number) {
  await ctx.db.transaction(async (tx) => {
    const boat = await boatOf(tx, caller, yachtId, true);
    const before = await discountRuleOf(tx, boat.id, ruleId);
    if (!before) throw notFound('The discount rule was not found');
    if (before.externalId !== null) throw fleetOwned((await boatSource(tx, boat.id)) ?? { system: null }, DISCOUNTS_THERE);
    await deleteDiscountRule(tx, before.id);
    await insertAudit(tx, {
      companyId: caller.operator.companyId,
      operatorId: caller.operator.id,
      action: 'discount_rule.delete',
      entity: 'discount_rule',
      entityId: String(before.id),
      before: { yacht_id: boat.id, ...audited(before) },
      at: ctx.now(),
    });
  });
  return { success: true as const };
}
