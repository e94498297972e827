import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { FleetSourceError, type FleetSource } from './fleet-source';
import { cancelRefused, dueFleetBookings, markBehind, setFleetState, type DueFleetBooking } from './fleet-bookings-store';
import { companySource } from './open-source';
import { everyInterval, type BackgroundPass } from '../background-pass';

// The fleet system follows our bookings (issue 29, docs/decisions/050). A booking of an imported boat changes
// here first when the visitor reserves or cancels, the office releases, or the sweeper expires an option;
// this follower then makes the same change there: a booking there once reserved here, a release once ended
// here, and the placement an outage delayed. Level-triggered: each pass compares the two states, so no
// change is missed whichever path made it, and a failed call is tried again with a growing pause. Nothing is
// placed twice: the system's option carries our reference, and placing looks for it first.

export interface FollowerContext {
  db: Database;
  config: Config;
  logger: Logger;
  now(): Date;
}

const BATCH = 50;
const FIRST_PAUSE_MS = 30_000;
const LONGEST_PAUSE_MS = 3_600_000;

const pauseAfter = (attempts: number) => Math.min(FIRST_PAUSE_MS * 2 ** Math.max(0, attempts - 1), LONGEST_PAUSE_MS);

/** One pass: every booking whose twin is behind and due, brought up to date or given its next try. */
export async function followFleet(ctx: FollowerContext): Promise<void> {
  await markBehind(ctx.db, ctx.now());
  const due = await dueFleetBookings(ctx.db, ctx.now(), BATCH);
  const sources = new Map<number, FleetSource | null>();
  for (const booking of due) {
    if (!sources.has(booking.companyId)) sources.set(booking.companyId, await companySource(ctx.db, ctx.config, booking.companyId));
    await followOne(ctx, booking, sources.get(booking.companyId) ?? null);
  }
}

async function followOne(ctx: FollowerContext, b: DueFleetBooking, source: FleetSource | null): Promise<void> {
  const attempts = b.fleetAttempts + 1;
  const later = (error: string) =>
    setFleetState(ctx.db, b.id, b.status, {
      state: b.fleetState,
      holdId: b.fleetHoldId,
      due: new Date(ctx.now().getTime() + pauseAfter(attempts)),
      attempts,
      error,
    });
  const inStep = (state: DueFleetBooking['fleetState'], holdId: string | null) =>
    setFleetState(ctx.db, b.id, b.status, { state, holdId, due: null, attempts: 0, error: null });
  if (!source) return void (await later('the company has no fleet system connected'));
  const hold = { externalId: b.fleetHoldId ?? '', reference: b.reference };
  try {
    const ended = b.status === 'cancelled' || b.status === 'expired';
    if (ended) {
      if (b.fleetState === 'option' || b.fleetState === 'booking') await source.release(hold);
      else if (b.fleetState === 'pending') {
        // Never confirmed there, but a timed-out placement may have reached it: release what carries our reference.
        const there = (await source.holds({ from: b.from, to: b.to })).find((h) => h.reference === b.reference);
        if (there) await source.release({ externalId: there.externalId, reference: b.reference });
      }
      return void (await inStep('released', b.fleetHoldId));
    }
    let state = b.fleetState;
    let holdId = b.fleetHoldId;
    // A hold that has ended here is not placed there: the sweeper expires it, and the next pass releases.
    if (b.status === 'option' && b.expiresAt && b.expiresAt <= ctx.now()) return;
    if (state === 'pending') {
      const placed = await source.placeOption({
        boatExternalId: b.boatExternalId,
        from: b.from,
        to: b.to,
        reference: b.reference,
        expiresAt: b.expiresAt ?? new Date(ctx.now().getTime() + ctx.config.BOOKING_OPTION_MINUTES * 60_000),
        people: b.people,
        client: { firstName: b.firstName, lastName: b.lastName, email: b.email, phone: b.phone },
      });
      state = 'option';
      holdId = placed.externalId;
    }
    if (state === 'option' && b.status !== 'option') {
      holdId = (await source.book({ externalId: holdId!, reference: b.reference })).externalId;
      state = 'booking';
    }
    await inStep(state, holdId);
  } catch (err) {
    if (!(err instanceof FleetSourceError)) throw err;
    if (err.kind === 'refused' && b.fleetState === 'pending') {
      // The system gave the days to someone else while it could not be asked: our booking cannot stand.
      await cancelRefused(ctx.db, b.id, b.status, ctx.now());
      ctx.logger.warn({ booking: b.reference }, 'fleet system refused a delayed option; the booking is cancelled');
      return;
    }
    await later(`${err.kind}: ${err.message}`);
    if (err.kind !== 'unavailable') ctx.logger.warn({ booking: b.reference, kind: err.kind }, 'fleet system refused a change');
  }
}

export function startFleetFollower(ctx: FollowerContext, intervalMs: number): BackgroundPass {
  return everyInterval(
    intervalMs,
    () => followFleet(ctx),
    (err) => ctx.logger.warn({ err }, 'fleet follower: a pass failed; the next tries again'),
  );
}
