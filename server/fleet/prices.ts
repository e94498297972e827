import type { z } from 'zod';
import type { BoatPrices, copyPricesBodySchema, pricePeriodsBodySchema } from '../../src/contract/operator-prices-api';
import { DAYS_PER_WEEK } from '../../src/contract/price-rules';
import type { LanguageCode } from '../../src/contract/languages';
import type { ApiContext } from '../api/endpoint';
import { notFound } from '../http-error';
import type { OperatorCaller } from '../operators/operator-sessions';
import { insertAudit, type Executor } from '../operators/operators-store';
import { damageWaiverOf, extrasOf, setDamageWaiver } from './extras-store';
import { fleetOwned, refuseIfImported, sourceAnswer } from './fleet-owned';
import { boatSource, importedAmong } from './fleet-owned-store';
import { offersOf } from './offers-store';
import {
  companyBases,
  companyBoat,
  companyBoatIds,
  companyBoats,
  deletePricePeriods,
  insertPricePeriods,
  pricePeriods,
  setDeposit,
  takePeriodsOverlapping,
  type CompanyBoat,
  type Period,
} from './prices-store';

// A boat's season prices in the console (issue 27): a price per day over [date_from, date_to), as the site
// prices a stay (src/contract/price-rules.ts: each charged day costs the price of the period holding it).
// Periods of one boat never overlap (the contract refuses it, src/contract/operator-prices-api.ts), or a day
// would have two prices and search and quote could disagree.
// The catalog hears every change through the tables' triggers (migration 0008) on every instance.

type PricePeriod = Period & { price_per_day: number };

const PRICES_THERE = 'change its prices there; the next sync brings them here';

/** The caller's company's boat, or 404 (another company's boat is not told apart from none). */
export async function boatOf(db: Executor, caller: OperatorCaller, yachtId: number, lock = false): Promise<CompanyBoat> {
  const boat = await companyBoat(db, caller.operator.companyId, yachtId, lock);
  if (!boat) throw notFound('The boat was not found');
  return boat;
}

export async function boatPrices(ctx: ApiContext, caller: OperatorCaller, yachtId: number, locale: LanguageCode): Promise<BoatPrices> {
  const boat = await boatOf(ctx.db, caller, yachtId);
  const companyId = caller.operator.companyId;
  const [source, periods, offers, extras, damageWaiver, bases, boats] = await Promise.all([
    boatSource(ctx.db, boat.id),
    pricePeriods(ctx.db, boat.id),
    offersOf(ctx.db, boat.id, locale),
    extrasOf(ctx.db, boat.id),
    damageWaiverOf(ctx.db, boat.id),
    companyBases(ctx.db, companyId),
    companyBoats(ctx.db, companyId),
  ]);
  return {
    yacht: { id: boat.id, name: boat.name, slug: boat.slug, base_id: boat.baseId, deposit: boat.deposit, source: sourceAnswer(source) },
    periods: periods.map((p) => ({ ...p, price_per_week: p.price_per_day * DAYS_PER_WEEK })),
    offers,
    damage_waiver_per_day: damageWaiver?.price ?? null,
    extras,
    bases,
    boats,
  };
}

export async function replacePrices(
  ctx: ApiContext,
  caller: OperatorCaller,
  yachtId: number,
  body: z.output<typeof pricePeriodsBodySchema>,
) {
  await ctx.db.transaction(async (tx) => {
    const boat = await boatOf(tx, caller, yachtId, true);
    await refuseIfImported(tx, boat.id, PRICES_THERE);
    const before = await pricePeriods(tx, boat.id);
    await deletePricePeriods(tx, boat.id);
    await insertPricePeriods(
      tx,
      body.periods.map((p) => ({ yachtId: boat.id, ...p })),
    );
    await insertAudit(tx, {
      companyId: caller.operator.companyId,
      operatorId: caller.operator.id,
      action: 'prices.replace',
      entity: 'yacht',
      entityId: String(boat.id),
      before: { periods: before },
      after: { periods: body.periods },
      at: ctx.now(),
    });
  });
  return { success: true as const };
}

/**
 * The same periods on several of the company's boats: inside [date_from, date_to) each boat's periods are
 * replaced by these; a period of theirs reaching over either end keeps its part outside. One transaction:
 * every boat changes or none.
 */
export async function copyPrices(ctx: ApiContext, caller: OperatorCaller, body: z.output<typeof copyPricesBodySchema>) {
  const wanted = [...new Set(body.yacht_ids)];
  return ctx.db.transaction(async (tx) => {
    const ids = await companyBoatIds(tx, caller.operator.companyId, wanted);
    if (ids.length !== wanted.length) throw notFound('A boat was not found');
    // Copying onto an imported boat would be undone by its next sync: refused, naming the boats (issue 29).
    const imported = await importedAmong(tx, ids);
    if (imported.length > 0) {
      const names = imported.map((b) => b.name).join(', ');
      throw fleetOwned(
        imported[0]!.source,
        `change the prices of ${names} there, or copy to the other boats only; the next sync brings them here`,
      );
    }
    const range = { date_from: body.date_from, date_to: body.date_to };
    const taken = await takePeriodsOverlapping(tx, ids, range);
    const kept = taken.flatMap((p): (PricePeriod & { yachtId: number })[] => [
      ...(p.date_from < range.date_from ? [{ ...p, date_to: range.date_from }] : []),
      ...(p.date_to > range.date_to ? [{ ...p, date_from: range.date_to }] : []),
    ]);
    await insertPricePeriods(tx, [...kept, ...ids.flatMap((yachtId) => body.periods.map((p) => ({ yachtId, ...p })))]);
    for (const yachtId of ids) {
      await insertAudit(tx, {
        companyId: caller.operator.companyId,
        operatorId: caller.operator.id,
        action: 'prices.copy',
        entity: 'yacht',
        entityId: String(yachtId),
        before: { range, periods: taken.filter((p) => p.yachtId === yachtId).map(({ yachtId: _, ...p }) => p) },
        after: { range, periods: body.periods },
        at: ctx.now(),
      });
    }
    return { boats: ids.length };
  });
}

export async function changeDeposit(
  ctx: ApiContext,
  caller: OperatorCaller,
  yachtId: number,
  deposit: number,
  damageWaiver: number | null,
) {
  await ctx.db.transaction(async (tx) => {
    const boat = await boatOf(tx, caller, yachtId, true);
    const waiverBefore = await damageWaiverOf(tx, boat.id);
    // An imported boat's deposit is its system's, and so is a damage waiver the system lists (issue 29); a
    // waiver the company added itself stays its own.
    const source = await boatSource(tx, boat.id);
    const waiverChanged = (waiverBefore?.price ?? null) !== damageWaiver;
    if (source && (deposit !== boat.deposit || (waiverChanged && waiverBefore?.externalId))) {
      throw fleetOwned(source, 'change its deposit and damage waiver there; the next sync brings them here');
    }
    await setDeposit(tx, boat.id, deposit);
    await setDamageWaiver(tx, boat.id, damageWaiver);
    await insertAudit(tx, {
      companyId: caller.operator.companyId,
      operatorId: caller.operator.id,
      action: 'deposit.change',
      entity: 'yacht',
      entityId: String(boat.id),
      before: { deposit: boat.deposit, damage_waiver_per_day: waiverBefore?.price ?? null },
      after: { deposit, damage_waiver_per_day: damageWaiver },
      at: ctx.now(),
    });
  });
  return { success: true as const };
}
