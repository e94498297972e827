import type { z } from 'zod';
import type { baseExtrasBodySchema, extraBodySchema } from '../../src/contract/operator-prices-api';
import type { ApiContext } from '../api/endpoint';
import { notFound } from '../http-error';
import type { OperatorCaller } from '../operators/operator-sessions';
import { insertAudit, type Executor } from '../operators/operators-store';
import { boatsAtBases, companyBaseIds, deleteExtra, extraOf, insertExtras, updateExtra, type ExtraRow } from './extras-store';
import { fleetOwned } from './fleet-owned';
import { boatSource } from './fleet-owned-store';
import { boatOf } from './prices';

// Extras in the console (issue 27): name in 12 languages, price and unit (per booking, week, day, night),
// obligatory or optional, paid online or at the base. Kept per boat as the site reads them; one created
// "for the boats at these bases" becomes a row on each of the company's boats there, edited per boat after.
// A "per person" unit is not offered: the search adds obligatory extras from per-boat sums without the crew
// size (yachts.obligatory_per_*), so a per-person price could not be in the listed total.
// Issue 29: an imported boat's extras from its fleet system (with the system's id) are changed there only;
// the company still adds its own to the boat. An extra for the boats at some bases leaves imported boats out:
// their system most likely lists it already, and an unnoticed second copy would charge the client twice.

const EXTRAS_THERE = 'change the extras it lists there; the next sync brings them here. The extras you add yourself stay yours';

/** The extra, unless the fleet system owns it. */
async function ownExtra(tx: Executor, yachtId: number, extraId: number): Promise<ExtraRow> {
  const extra = await extraOf(tx, yachtId, extraId);
  if (!extra) throw notFound('The extra was not found');
  if (extra.externalId !== null) throw fleetOwned((await boatSource(tx, yachtId)) ?? { system: null }, EXTRAS_THERE);
  return extra;
}

type ExtraBody = z.output<typeof extraBodySchema>;

const valuesOf = (body: ExtraBody) => ({
  name: body.name,
  price: body.price,
  unit: body.unit,
  obligatory: body.obligatory,
  payableAtBase: body.payable_at_base,
});

const audited = (row: Pick<ExtraRow, 'name' | 'price' | 'unit' | 'obligatory' | 'payableAtBase'>) => ({
  name: row.name.en,
  price: row.price,
  unit: row.unit,
  obligatory: row.obligatory,
  payable_at_base: row.payableAtBase,
});

export async function createExtra(ctx: ApiContext, caller: OperatorCaller, yachtId: number, body: ExtraBody) {
  return ctx.db.transaction(async (tx) => {
    const boat = await boatOf(tx, caller, yachtId, true);
    const [id] = await insertExtras(tx, [boat.id], valuesOf(body));
    await insertAudit(tx, {
      companyId: caller.operator.companyId,
      operatorId: caller.operator.id,
      action: 'extra.create',
      entity: 'extra',
      entityId: String(id),
      after: { yacht_id: boat.id, ...audited(valuesOf(body)) },
      at: ctx.now(),
    });
    return { id: id! };
  });
}

export async function createBaseExtras(ctx: ApiContext, caller: OperatorCaller, body: z.output<typeof baseExtrasBodySchema>) {
  const companyId = caller.operator.companyId;
  const wanted = [...new Set(body.base_ids)];
  return ctx.db.transaction(async (tx) => {
    const baseIds = await companyBaseIds(tx, companyId, wanted);
    if (baseIds.length !== wanted.length) throw notFound('A base was not found');
    const atBases = await boatsAtBases(tx, companyId, baseIds);
    const boats = atBases.filter((b) => !b.imported).map((b) => b.id);
    const ids = await insertExtras(tx, boats, valuesOf(body));
    await insertAudit(tx, {
      companyId,
      operatorId: caller.operator.id,
      action: 'extra.create_at_bases',
      entity: 'base',
      entityId: baseIds.join(','),
      after: { ...audited(valuesOf(body)), base_ids: baseIds, yacht_ids: boats, extra_ids: ids },
      at: ctx.now(),
    });
    return { created: ids.length, imported_skipped: atBases.length - boats.length };
  });
}

export async function changeExtra(ctx: ApiContext, caller: OperatorCaller, yachtId: number, extraId: number, body: ExtraBody) {
  return ctx.db.transaction(async (tx) => {
    const boat = await boatOf(tx, caller, yachtId, true);
    const before = await ownExtra(tx, boat.id, extraId);
    await updateExtra(tx, before.id, valuesOf(body));
    await insertAudit(tx, {
      companyId: caller.operator.companyId,
      operatorId: caller.operator.id,
      action: 'extra.change',
      entity: 'extra',
      entityId: String(before.id),
      before: audited(before),
      after: audited(valuesOf(body)),
      at: ctx.now(),
    });
    return { id: before.id };
  });
}

export async function removeExtra(ctx: ApiContext, caller: OperatorCaller, yachtId: number, extraId: number) {
  await ctx.db.transaction(async (tx) => {
    const boat = await boatOf(tx, caller, yachtId, true);
    const before = await ownExtra(tx, boat.id, extraId);
    await deleteExtra(tx, before.id);
    await insertAudit(tx, {
      companyId: caller.operator.companyId,
      operatorId: caller.operator.id,
      action: 'extra.delete',
      entity: 'extra',
      entityId: String(before.id),
      before: audited(before),
      at: ctx.now(),
    });
  });
  return { success: true as const };
}
