import type { FLEET_SYSTEMS } from '../../src/contract/fleet-constants';
import type { PRODUCTS } from '../../src/contract/booking-constants';
import type { MainSailType } from '../../src/contract/operator-fleet-constants';
import type { ExtraUnit } from '../../src/contract/price-rules';

// A company's fleet where it already lives (issue 29, docs/decisions/050): one interface that Booking
// Manager's and NauSYS's adapters answer in our own terms, so the sync, the live booking and the
// reconciliation are written once. Dates are ISO days (YYYY-MM-DD); a range's `to` is exclusive, as the
// bookings' daterange is (check-out day). Money is whole euros. Every id is the fleet system's, as text.

type FleetSystem = (typeof FLEET_SYSTEMS)[number];

/** Where a company's fleet system is reached: its credentials as the owner entered them. */
export type FleetCredentials = { system: 'booking_manager'; apiKey: string } | { system: 'nausys'; username: string; password: string };

export interface SourceBase {
  externalId: string;
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  lat: number;
  lng: number;
}

/** Our yacht types' slugs (server/db/seed/facts/yacht-types.ts): the adapter maps the system's kinds. */
export type SourceBoatKind =
  | 'sailing-yacht'
  | 'catamaran'
  | 'motor-yacht'
  | 'gulet'
  | 'power-catamaran'
  | 'trimaran'
  | 'motor-sailer'
  | 'luxury-motor-yacht'
  | 'luxury-sailing-yacht';

export interface SourcePrice {
  from: string;
  to: string;
  /** The system's price for the period as a price per day (a weekly price divided by 7, rounded). */
  pricePerDay: number;
}

/**
 * A discount in our rules' terms (docs/decisions/048). A discount the system gives on its period alone,
 * with no condition, is a long stay of one night.
 */
export interface SourceDiscount {
  externalId: string;
  kind: 'early_booking' | 'last_minute' | 'long_stay';
  /** The charter days it applies to. */
  from: string;
  to: string;
  percent: number;
  bookedBy?: string;
  withinDays?: number;
  minNights?: number;
}

export interface SourceExtra {
  externalId: string;
  name: string;
  price: number;
  unit: ExtraUnit;
  obligatory: boolean;
  payableAtBase: boolean;
}

export interface SourceBoat {
  externalId: string;
  baseExternalId: string;
  name: string;
  model: string;
  shipyard: string;
  kind: SourceBoatKind;
  year: number;
  lengthM: number;
  beamM: number;
  draughtM: number;
  cabins: number;
  berths: number;
  heads: number;
  maxPeople: number;
  engine: string;
  fuelTankL: number;
  waterTankL: number;
  mainSailType: MainSailType | null;
  products: (typeof PRODUCTS)[number][];
  deposit: number;
  /** 0 = Sunday … 6 = Saturday. */
  checkInDay: number;
  checkInTime: string;
  checkOutTime: string;
  minNights: number;
  /** The system's equipment names (English); the sync keeps those our catalog knows. */
  equipment: string[];
  /** Absolute URLs, the main photo first. */
  photoUrls: string[];
  prices: SourcePrice[];
  discounts: SourceDiscount[];
  extras: SourceExtra[];
}

/** A period the system holds a boat for: an option or a booking, ours (carrying our reference) or not. */
export interface SourceHold {
  externalId: string;
  boatExternalId: string;
  from: string;
  to: string;
  kind: 'option' | 'booking';
  /** When an option lapses there (ISO instant); null for a booking. */
  expiresAt: string | null;
  /** Our booking reference when the hold was placed from here, else null. */
  reference: string | null;
}

export interface OptionRequest {
  boatExternalId: string;
  from: string;
  to: string;
  /** Our booking reference: written into the system's reservation, so a retry finds it there. */
  reference: string;
  /** When our hold ends; the system may answer a shorter one, which we then keep too. */
  expiresAt: Date;
  people: number;
  client: { firstName: string; lastName: string; email: string; phone: string };
}

export interface PlacedHold {
  externalId: string;
  expiresAt: string | null;
}

export type FleetSourceErrorKind =
  /** The system said no: the days are taken (an agent was first), or the boat cannot be had then. */
  | 'refused'
  /** No answer we can use: timeout, connection refused, 5xx, a maintenance page. Worth retrying. */
  | 'unavailable'
  /** The credentials were refused. Not worth retrying until the owner changes them. */
  | 'credentials'
  /** The reservation or boat is not (or no longer) there. */
  | 'not_found'
  /** An answer that does not match the published description. */
  | 'invalid_answer';

export class FleetSourceError extends Error {
  constructor(
    readonly kind: FleetSourceErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FleetSourceError';
  }
}

/**
 * One company's account in a fleet system. Each method makes the calls it needs once, with the adapter's
 * timeout, and throws FleetSourceError; retries, backoff and the circuit breaker wrap it (resilient-source.ts).
 */
export interface FleetSource {
  readonly system: FleetSystem;
  /** Checks the credentials; resolves with the company's name in the system. */
  verify(): Promise<{ companyName: string }>;
  bases(): Promise<SourceBase[]>;
  /** The company's boats' ids: a sync goes through them one by one, so an interrupted sync resumes. */
  boatIds(): Promise<string[]>;
  /** One boat with its prices, discounts and extras for charters from `from` to `to`. */
  boat(externalId: string, range: { from: string; to: string }): Promise<SourceBoat>;
  /** Every option and booking of the company's boats that overlaps the range. */
  holds(range: { from: string; to: string }): Promise<SourceHold[]>;
  /**
   * Places an option, or answers the one already placed under `request.reference` (a retry after a
   * timeout must not hold the boat twice). Throws 'refused' when the days are taken there.
   */
  placeOption(request: OptionRequest): Promise<PlacedHold>;
  /** Makes an option a booking there; answers the hold's id after the write (NauSYS changes it). */
  book(hold: { externalId: string; reference: string }): Promise<PlacedHold>;
  /** Releases an option or cancels a booking there; a hold already gone is not an error. */
  release(hold: { externalId: string; reference: string }): Promise<void>;
}
