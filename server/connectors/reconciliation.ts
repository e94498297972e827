import type { Difference } from '../../src/contract/fleet-constants';
import type { SourceHold } from './fleet-source';

// The reconciliation (issue 29): our bookings of a company's imported boats against the holds its fleet
// system lists, every difference named for the owner. A plain function of both lists, so it is tested
// without either side.

export interface OurFleetBooking {
  reference: string;
  boatExternalId: string;
  boatName: string;
  from: string;
  to: string;
  status: string;
  /** Live: holds the boat here (option, reserved, confirmed, paid, completed). */
  live: boolean;
  fleetHoldId: string | null;
  fleetState: string | null;
}

/** What the system should hold for a booking of ours in this state. */
function expectedThere(booking: OurFleetBooking): SourceHold['kind'] | null {
  if (!booking.live) return null;
  return booking.status === 'option' ? 'option' : 'booking';
}

const overlaps = (a: { from: string; to: string }, b: { from: string; to: string }) => a.from < b.to && b.from < a.to;

export function reconcile(
  ours: readonly OurFleetBooking[],
  holds: readonly SourceHold[],
  boatNames: ReadonlyMap<string, string>,
): Difference[] {
  const differences: Difference[] = [];
  const byReference = new Map(holds.filter((h) => h.reference).map((h) => [h.reference!, h]));
  const ourReferences = new Set(ours.map((b) => b.reference));
  for (const booking of ours) {
    const expected = expectedThere(booking);
    const there =
      byReference.get(booking.reference) ?? holds.find((h) => booking.fleetHoldId !== null && h.externalId === booking.fleetHoldId);
    const line = { bookingReference: booking.reference, boat: booking.boatName, from: booking.from, to: booking.to, ours: booking.status };
    if (expected === null) {
      if (there) differences.push({ kind: 'missing_here', ...line, theirs: there.kind });
      continue;
    }
    if (!there) differences.push({ kind: 'missing_there', ...line, theirs: null });
    else if (there.from !== booking.from || there.to !== booking.to)
      differences.push({ kind: 'dates', ...line, theirs: `${there.kind} ${there.from}–${there.to}` });
    else if (there.kind !== expected) differences.push({ kind: 'state', ...line, theirs: there.kind });
  }
  for (const hold of holds) {
    const boat = boatNames.get(hold.boatExternalId) ?? hold.boatExternalId;
    if (hold.reference) {
      if (!ourReferences.has(hold.reference))
        differences.push({
          kind: 'missing_here',
          bookingReference: hold.reference,
          boat,
          from: hold.from,
          to: hold.to,
          ours: null,
          theirs: hold.kind,
        });
      continue;
    }
    const clash = ours.find((b) => b.live && b.boatExternalId === hold.boatExternalId && overlaps(b, hold));
    if (clash)
      differences.push({
        kind: 'conflict',
        bookingReference: clash.reference,
        boat,
        from: hold.from,
        to: hold.to,
        ours: clash.status,
        theirs: hold.kind,
      });
  }
  return differences;
}
