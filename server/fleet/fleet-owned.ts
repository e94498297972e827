import { FLEET_OWNED_CODE, FLEET_SYSTEM_NAMES } from '../../src/contract/fleet-owned';
import { conflict, type HttpError } from '../http-error';
import type { Executor } from '../operators/operators-store';
import { boatSource, type BoatSource } from './fleet-owned-store';

// Issue 29: an imported boat's specs, photos, prices, discounts, the system's extras and its holds belong to
// the company's fleet system; the next sync would overwrite a change made here, or (a block) hold days the
// system still sells. So the console refuses such a write with a 409 that says where to make it, never
// taking it silently. What stays the company's own: the descriptions, photo alt texts, its own extras and
// publishing.

/** The answer to a write of what the system owns: `what` says where to make it, e.g. "change its prices there; the next sync brings them here". */
export function fleetOwned(source: Pick<BoatSource, 'system'>, what: string): HttpError {
  const system = source.system ? `your fleet system (${FLEET_SYSTEM_NAMES[source.system]})` : 'your fleet system';
  return conflict(`This boat comes from ${system}: ${what}.`, FLEET_OWNED_CODE);
}

/** Refuses the write when the boat is imported. */
export async function refuseIfImported(db: Executor, yachtId: number, what: string): Promise<void> {
  const source = await boatSource(db, yachtId);
  if (source) throw fleetOwned(source, what);
}

/** The answers' `source`: the system and the boat's id there, or null for a boat entered in the console. */
export const sourceAnswer = (source: BoatSource | null) => (source ? { system: source.system, external_id: source.externalId } : null);
