import type { Config } from '../config';
import type { Executor } from '../operators/operators-store';
import { sealerOf } from '../operators/sealer';
import { bookingManagerSource } from './booking-manager/booking-manager-source';
import { connectionRow } from './connections-store';
import type { FleetCredentials, FleetSource } from './fleet-source';
import { nausysSource } from './nausys/nausys-source';
import { resilientSource } from './resilient-source';

// A company's fleet system, reached with the credentials its owner entered (sealed at rest, opened only
// here, never logged) and behind the company's circuit breaker.

export function sourceFor(config: Config, credentials: FleetCredentials): FleetSource {
  const timeoutMs = config.FLEET_TIMEOUT_MS;
  return credentials.system === 'booking_manager'
    ? bookingManagerSource({ baseUrl: config.BOOKING_MANAGER_URL, apiKey: credentials.apiKey, timeoutMs })
    : nausysSource({ baseUrl: config.NAUSYS_URL, username: credentials.username, password: credentials.password, timeoutMs });
}

export function sealCredentials(config: Config, credentials: FleetCredentials): string {
  return sealerOf(config).seal(JSON.stringify(credentials));
}

export function openCredentials(config: Config, sealed: string): FleetCredentials {
  return JSON.parse(sealerOf(config).open(sealed)) as FleetCredentials;
}

/**
 * The company's connected system, or null when it has none. Switched off means no scheduled syncs only: its
 * imported boats' options are still placed there, or a week could be sold twice.
 */
export async function companySource(db: Executor, config: Config, companyId: number): Promise<FleetSource | null> {
  const connection = await connectionRow(db, companyId);
  if (!connection) return null;
  return resilientSource(sourceFor(config, openCredentials(config, connection.credentialsSealed)), companyId);
}
