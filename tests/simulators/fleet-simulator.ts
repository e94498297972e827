import type { FleetCredentials } from '../../server/connectors/fleet-source';

// What the tests of issue 29 drive, whichever fleet system a simulator plays (Booking Manager or NauSYS):
// a real HTTP server on 127.0.0.1 that answers like the system's published description (each simulator's
// SOURCES.md says where each endpoint and field came from), keeps state, and can be made slow, down or
// refusing. Our server reaches it through the adapter as it would reach the real one; an "agent" (another
// process, or the test) books on it over HTTP too.

export type SimulatorMode =
  /** Answers as the system does. */
  | 'up'
  /** Every call fails as the system's outage does (connection refused, or 503 / a maintenance answer). */
  | 'down'
  /** Every call answers after `delayMs` (longer than our timeout: a hanging system). */
  | 'slow'
  /** Every option or booking write is refused as taken (reads still answer). */
  | 'refusing';

export interface SimulatedHold {
  externalId: string;
  boatExternalId: string;
  from: string;
  to: string;
  kind: 'option' | 'booking';
  expiresAt: string | null;
  /** Our reference when placed from Bluewater; null for an agent's. */
  reference: string | null;
}

export interface FleetSimulator {
  /** The base URL the adapter is configured with (BOOKING_MANAGER_URL / NAUSYS_URL). */
  readonly url: string;
  /** Credentials the simulator accepts for its company; anything else is refused as the system does. */
  readonly credentials: FleetCredentials;
  /** The company's boats' ids in the system, in a stable order. */
  boatIds(): string[];
  setMode(mode: SimulatorMode, options?: { delayMs?: number }): void;
  /** A change made in the fleet system: the boat's price per week over [from, to). */
  setWeeklyPrice(boatExternalId: string, from: string, to: string, pricePerWeek: number): void;
  /** The system's week price of a boat on a day (for assertions). */
  weeklyPriceOn(boatExternalId: string, day: string): number;
  /** An agent books the days in the system itself (over the system's HTTP API); resolves with its id. */
  agentBook(boatExternalId: string, from: string, to: string): Promise<string>;
  /** The live options and bookings the simulator holds now (expired options are gone). */
  holds(): SimulatedHold[];
  /** Every request received, in order (method and path), to count writes in idempotency tests. */
  requests(): { method: string; path: string }[];
  close(): Promise<void>;
}

export interface SimulatorOptions {
  /** How many boats the company has (default 40), spread over its bases. */
  boats?: number;
  /** Seeds the generated fleet, so two runs make the same boats. */
  seed?: number;
}
