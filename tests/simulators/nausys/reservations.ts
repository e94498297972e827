import { randomUUID } from 'node:crypto';

// The simulated NauSYS reservation book (issue 29): infos, options, bookings and stornos, as the v6
// documentation describes RestYachtReservation's statuses. An INFO does not hold the boat; an OPTION holds
// it until optionTill, then lapses; a RESERVATION holds it; a STORNO is cancelled. Every write gives the
// reservation a new uuid (the documentation: "If the important data is changed on the reservation, the
// security code is changed also"), and a write naming an old uuid is not allowed.

export type ReservationStatus = 'INFO' | 'OPTION' | 'RESERVATION' | 'STORNO';

export interface SimClient {
  name: string;
  surname: string;
  email: string;
  phone: string;
  address: string;
}

export interface SimReservation {
  id: number;
  uuid: string;
  yachtId: number;
  from: string;
  /** Check-out day (exclusive for holding). */
  to: string;
  status: ReservationStatus;
  optionTill: Date | null;
  /** The agency that made it; null when the company made it itself (our login). */
  agency: string | null;
  client: SimClient;
  createdAt: Date;
}

export type WriteResult = { ok: true; reservation: SimReservation } | { ok: false; status: string; errorCode: number };

const NOT_ALLOWED = { ok: false, status: 'OPERATION_NOT_ALLOWED', errorCode: 101 } as const;

export class ReservationBook {
  private readonly reservations = new Map<number, SimReservation>();
  private nextId = 265_990_764;

  constructor(
    private readonly optionMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Lapses the options past their optionTill (the real system does this itself). */
  private expire(): void {
    const now = this.now().getTime();
    for (const r of this.reservations.values()) {
      if (r.status === 'OPTION' && r.optionTill && r.optionTill.getTime() < now) {
        r.status = 'STORNO';
        r.uuid = randomUUID();
      }
    }
  }

  all(): SimReservation[] {
    this.expire();
    return [...this.reservations.values()];
  }

  get(id: number): SimReservation | undefined {
    this.expire();
    return this.reservations.get(id);
  }

  /** Whether the boat is held (by an option or a booking other than `except`) on any day of [from, to). */
  taken(yachtId: number, from: string, to: string, except?: number): boolean {
    return this.all().some(
      (r) =>
        r.id !== except && r.yachtId === yachtId && (r.status === 'OPTION' || r.status === 'RESERVATION') && r.from < to && from < r.to,
    );
  }

  createInfo(yachtId: number, from: string, to: string, client: SimClient, agency: string | null): WriteResult {
    if (this.taken(yachtId, from, to)) return NOT_ALLOWED;
    const reservation: SimReservation = {
      id: this.nextId++,
      uuid: randomUUID(),
      yachtId,
      from,
      to,
      status: 'INFO',
      optionTill: null,
      agency,
      client,
      createdAt: this.now(),
    };
    this.reservations.set(reservation.id, reservation);
    return { ok: true, reservation };
  }

  private writable(id: number, uuid: string, from: ReservationStatus[]): SimReservation | undefined {
    const r = this.get(id);
    return r && r.uuid === uuid && from.includes(r.status) ? r : undefined;
  }

  createOption(id: number, uuid: string): WriteResult {
    const r = this.writable(id, uuid, ['INFO']);
    if (!r || this.taken(r.yachtId, r.from, r.to, r.id)) return NOT_ALLOWED;
    r.status = 'OPTION';
    // The company's option length; NauSYS answers it as a day's end ("10.05.2015 23:59").
    const till = new Date(this.now().getTime() + this.optionMs);
    till.setUTCHours(23, 59, 59, 0);
    r.optionTill = till;
    r.uuid = randomUUID();
    return { ok: true, reservation: r };
  }

  createBooking(id: number, uuid: string): WriteResult {
    const r = this.writable(id, uuid, ['INFO', 'OPTION']);
    if (!r || this.taken(r.yachtId, r.from, r.to, r.id)) return NOT_ALLOWED;
    r.status = 'RESERVATION';
    r.optionTill = null;
    r.uuid = randomUUID();
    return { ok: true, reservation: r };
  }

  /** Cancels an info, an option, or (the company's own login only, a guess: SOURCES.md) a booking. */
  storno(id: number, uuid: string, companyLogin: boolean): WriteResult {
    const r = this.writable(id, uuid, companyLogin ? ['INFO', 'OPTION', 'RESERVATION'] : ['INFO', 'OPTION']);
    if (!r) return NOT_ALLOWED;
    r.status = 'STORNO';
    r.optionTill = null;
    r.uuid = randomUUID();
    return { ok: true, reservation: r };
  }
}
