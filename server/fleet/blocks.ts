import type { z } from 'zod';
import type { blockBodySchema, BoatBlock } from '../../src/contract/operator-prices-api';
import type { ApiContext } from '../api/endpoint';
import { isExclusionViolation } from '../bookings/database-errors';
import { conflict, notFound } from '../http-error';
import type { OperatorCaller } from '../operators/operator-sessions';
import { insertAudit } from '../operators/operators-store';
import { blockOf, blocksOf, deleteBlock, insertBlock } from './blocks-store';
import { fleetOwned, refuseIfImported } from './fleet-owned';
import { boatSource } from './fleet-owned-store';
import { boatOf } from './prices';

// Blocks in the console (issue 27): a boat out of service or used by its owner for some days. The database
// decides overlaps (migration 0014), so a block and a booking written at the same moment cannot both win.
// Issue 29: an imported boat's calendar is its fleet system's. A block added here would hold days the system
// still sells (an agent there could book them), so the days are blocked there; and a hold the sync brought
// (reason fleet_system) is released there, or the next sync would bring it back.

export async function boatBlocks(
  ctx: ApiContext,
  caller: OperatorCaller,
  yachtId: number,
): Promise<{ blocks: BoatBlock[]; boat_imported: boolean }> {
  const boat = await boatOf(ctx.db, caller, yachtId);
  const [rows, source] = await Promise.all([blocksOf(ctx.db, boat.id), boatSource(ctx.db, boat.id)]);
  return { blocks: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })), boat_imported: source !== null };
}

export async function createBlock(ctx: ApiContext, caller: OperatorCaller, yachtId: number, body: z.output<typeof blockBodySchema>) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const boat = await boatOf(tx, caller, yachtId);
      await refuseIfImported(tx, boat.id, 'block the days there; the next sync brings them here');
      const period = `[${body.date_from},${body.date_to})`;
      const id = await insertBlock(tx, {
        yachtId: boat.id,
        period,
        reason: body.reason,
        note: body.note || null,
        createdBy: caller.operator.id,
      });
      await insertAudit(tx, {
        companyId: caller.operator.companyId,
        operatorId: caller.operator.id,
        action: 'block.create',
        entity: 'block',
        entityId: String(id),
        after: { yacht_id: boat.id, period, reason: body.reason, note: body.note },
        at: ctx.now(),
      });
      return { id };
    });
  } catch (err) {
    if (isExclusionViolation(err)) {
      throw conflict(
        'These days overlap a booking or another block of the boat: choose other days, or cancel or move what holds them first.',
        'unavailable',
      );
    }
    throw err;
  }
}

export async function removeBlock(ctx: ApiContext, caller: OperatorCaller, yachtId: number, blockId: number) {
  await ctx.db.transaction(async (tx) => {
    const boat = await boatOf(tx, caller, yachtId);
    const before = await blockOf(tx, boat.id, blockId);
    if (!before) throw notFound('The block was not found');
    if (before.reason === 'fleet_system') {
      throw fleetOwned(
        (await boatSource(tx, boat.id)) ?? { system: null },
        'release this option or booking there; the next sync frees the days here',
      );
    }
    await deleteBlock(tx, before.id);
    await insertAudit(tx, {
      companyId: caller.operator.companyId,
      operatorId: caller.operator.id,
      action: 'block.delete',
      entity: 'block',
      entityId: String(before.id),
      before: { yacht_id: boat.id, period: before.period, reason: before.reason, note: before.note },
      at: ctx.now(),
    });
  });
  return { success: true as const };
}
