// The simulated Booking Manager's reservations (issue 29): options and bookings on the company's boats,
// whoever placed them. Status ids as the API reports them (SOURCES.md): 1 a booking ("reservation"),
// 2 an option, 3 an option that expired, 5 cancelled. An option lapses at its expiry; a lapsed or cancelled
// reservation no longer holds its days.

type ReservationStatus = 1 | 2 | 3 | 5;
export type Client = 'company' | 'agent';

export interface SimReservation {
  id: string;
  reservationCode: string;
  yachtId: string;
  /** ISO days; `to` is the check-out day. */
  from: string;
  to: string;
  status: ReservationStatus;
  expiresAt: Date | null;
  /** What the client wrote in the reservation's agencyReference (SOURCES.md, "Our reference"). */
  reference: string | null;
  clientName: string;
  passengers: number;
  by: Client;
  createdAt: Date;
}

export type PlaceResult = { ok: true; reservation: SimReservation } | { ok: false; reason: 'taken' };
export type WriteResult = { ok: true; reservation: SimReservation } | { ok: false; reason: 'not_found' | 'expired' };

export class ReservationBook {
  private readonly byId = new Map<string, SimReservation>();
  private sequence = 0;

  constructor(private readonly optionMs: number) {}

  /** Options past their expiry become status 3 (checked on every read and write). */
  private sweep(now = new Date()): void {
    for (const r of this.byId.values()) {
      if (r.status === 2 && r.expiresAt && r.expiresAt <= now) r.status = 3;
    }
  }

  all(): SimReservation[] {
    this.sweep();
    return [...this.byId.values()];
  }

  get(id: string): SimReservation | undefined {
    this.sweep();
    return this.byId.get(id);
  }

  private taken(yachtId: string, from: string, to: string, except?: string): boolean {
    return this.all().some(
      (r) => r.id !== except && r.yachtId === yachtId && (r.status === 1 || r.status === 2) && r.from < to && from < r.to,
    );
  }

  place(request: {
    yachtId: string;
    from: string;
    to: string;
    reference: string | null;
    clientName: string;
    passengers: number;
    by: Client;
    /** The client's wish; the system's own option length is the most it gives. */
    expiresAt: Date | null;
  }): PlaceResult {
    if (this.taken(request.yachtId, request.from, request.to)) return { ok: false, reason: 'taken' };
    const now = new Date();
    const longest = new Date(now.getTime() + this.optionMs);
    const expiresAt = request.expiresAt && request.expiresAt < longest && request.expiresAt > now ? request.expiresAt : longest;
    this.sequence += 1;
    const reservation: SimReservation = {
      // Like the real ids: a running number, then the company's id (19 digits).
      id: `${829_514_733 + this.sequence * 97}0000107411`,
      reservationCode: `${request.from.slice(2, 4)}-${String(this.sequence).padStart(5, '0')}`,
      yachtId: request.yachtId,
      from: request.from,
      to: request.to,
      status: 2,
      // Booking Manager states expiry to the second.
      expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000),
      reference: request.reference,
      clientName: request.clientName,
      passengers: request.passengers,
      by: request.by,
      createdAt: now,
    };
    this.byId.set(reservation.id, reservation);
    return { ok: true, reservation };
  }

  confirm(id: string): WriteResult {
    const r = this.get(id);
    if (!r || r.status === 5) return { ok: false, reason: 'not_found' };
    if (r.status === 3) return { ok: false, reason: 'expired' };
    r.status = 1;
    r.expiresAt = null;
    return { ok: true, reservation: r };
  }

  cancel(id: string): WriteResult {
    const r = this.get(id);
    if (!r) return { ok: false, reason: 'not_found' };
    r.status = 5;
    r.expiresAt = null;
    return { ok: true, reservation: r };
  }
}
