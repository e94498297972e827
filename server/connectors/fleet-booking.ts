import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { FleetHoldState } from '../../src/contract/fleet-constants';
import { FleetSourceError, type OptionRequest } from './fleet-source';
import { companySource } from './open-source';

// An option on an imported boat is placed in the company's fleet system first (issue 29): the system is where
// agents elsewhere book the same week. Its refusal is the race lost (the visitor sees alternatives, as when
// another visitor was first here); its silence is not a refusal: the option is held here, marked as waiting
// for the system, and the follower places it when the system answers — the visitor is told that the
// confirmation is delayed rather than shown a certainty we do not have.

export interface FleetBookingContext {
  db: Database;
  config: Config;
  logger: Logger;
  now(): Date;
}

export interface Placement {
  fleetState: Extract<FleetHoldState, 'option' | 'pending'>;
  fleetHoldId: string | null;
  /** Our hold's end: the system's when it holds for less (the two expiries agree). */
  expiresAt: Date;
  fleetNextAttemptAt: Date | null;
  fleetError: string | null;
}

/** Thrown when the system says the days are taken. */
export class TakenThere extends Error {}

const RETRY_AFTER_MS = 30_000;

export async function placeThereFirst(ctx: FleetBookingContext, companyId: number, request: OptionRequest): Promise<Placement | null> {
  const source = await companySource(ctx.db, ctx.config, companyId);
  if (!source) return null;
  try {
    const placed = await source.placeOption(request);
    const theirs = placed.expiresAt ? new Date(placed.expiresAt) : null;
    return {
      fleetState: 'option',
      fleetHoldId: placed.externalId,
      expiresAt: theirs && theirs < request.expiresAt ? theirs : request.expiresAt,
      fleetNextAttemptAt: null,
      fleetError: null,
    };
  } catch (err) {
    if (!(err instanceof FleetSourceError)) throw err;
    if (err.kind === 'refused') throw new TakenThere(err.message);
    ctx.logger.warn(
      { companyId, reference: request.reference, kind: err.kind },
      'fleet system did not take an option; held here, placed there later',
    );
    return {
      fleetState: 'pending',
      fleetHoldId: null,
      expiresAt: request.expiresAt,
      fleetNextAttemptAt: new Date(ctx.now().getTime() + RETRY_AFTER_MS),
      fleetError: `${err.kind}: ${err.message}`,
    };
  }
}

/** Our own insert failed after the system took the option (the days were taken here meanwhile): give it back. */
export async function releaseThere(
  ctx: FleetBookingContext,
  companyId: number,
  hold: { externalId: string; reference: string },
): Promise<void> {
  const source = await companySource(ctx.db, ctx.config, companyId);
  await source?.release(hold).catch((err: unknown) =>
    // The reconciliation lists the hold there that no booking here carries.
    ctx.logger.warn({ err, reference: hold.reference }, 'fleet system: releasing an option we could not keep failed'),
  );
}
