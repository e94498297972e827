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

/** One boat's line in a sync's report. */
export interface SyncReportEntry {
  externalId: string;
  name: string;
  outcome: 'added' | 'changed' | 'unchanged' | 'removed' | 'failed';
  /** Why a boat failed, or what was left out of it (a photo that did not load, an unknown base). */
  detail?: string;
}
