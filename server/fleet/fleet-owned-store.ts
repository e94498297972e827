import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { fleetConnections, yachts } from '../db/schema';
import type { Executor } from '../operators/operators-store';
import type { FLEET_SYSTEMS } from '../../src/contract/fleet-constants';

// Issue 29: which boats a company's fleet system owns (migration 0024: a boat with the system's id), and
// which system that is (the boat's source company's connection).

type FleetSystem = (typeof FLEET_SYSTEMS)[number];

export interface BoatSource {
  /** Null only if the connection is gone while the boat still carries the system's id. */
  system: FleetSystem | null;
  externalId: string;
}

const sourceColumns = { id: yachts.id, name: yachts.name, externalId: yachts.externalId, system: fleetConnections.system };

function importedBoats(db: Executor) {
  return db.select(sourceColumns).from(yachts).leftJoin(fleetConnections, eq(fleetConnections.companyId, yachts.sourceCompanyId));
}

/** The boat's fleet system and its id there, or null for a boat entered in the console. */
export async function boatSource(db: Executor, yachtId: number): Promise<BoatSource | null> {
  const rows = await importedBoats(db)
    .where(and(eq(yachts.id, yachtId), isNotNull(yachts.externalId)))
    .limit(1);
  const row = rows[0];
  return row?.externalId ? { system: row.system, externalId: row.externalId } : null;
}

/** Which of `ids` are imported boats, with their names and sources. */
export async function importedAmong(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await importedBoats(db)
    .where(and(inArray(yachts.id, [...ids]), isNotNull(yachts.externalId)))
    .orderBy(asc(yachts.id));
  return rows.map((row) => ({ id: row.id, name: row.name, source: { system: row.system, externalId: row.externalId! } }));
}
