// Issue 29 (docs/decisions/050): the words the site and the console share about a company's fleet system.
// Zod-free: the booking page and the console read them.

/**
 * Where an imported boat's booking stands in the fleet system: 'pending' (to be placed there: the system
 * did not answer when the visitor booked, so the booking's confirmation is delayed), 'option', 'booking',
 * 'released', 'refused' (the system said no once it answered).
 */
export const FLEET_HOLD_STATES = ['pending', 'option', 'booking', 'released', 'refused'] as const;
export type FleetHoldState = (typeof FLEET_HOLD_STATES)[number];

export const FLEET_SYSTEMS = ['booking_manager', 'nausys'] as const;

/**
 * A difference the reconciliation found: a booking of ours the system does not hold ('missing_there'), a hold
 * there carrying our reference that we do not hold ('missing_here'), a booking there that is an option here or
 * the reverse ('state'), other days ('dates'), or a hold there over days we hold ('conflict').
 */
export interface Difference {
  kind: 'missing_there' | 'missing_here' | 'state' | 'dates' | 'conflict';
  bookingReference: string | null;
  boat: string;
  from: string;
  to: string;
  ours: string | null;
  theirs: string | null;
}

/** One boat's line in a sync's report. */
export interface SyncReportEntry {
  externalId: string;
  name: string;
  outcome: 'added' | 'changed' | 'unchanged' | 'removed' | 'failed';
  /** Why a boat failed, or what was left out of it (a photo that did not load, an unknown base). */
  detail?: string;
}
