import { describe, expect, it } from 'vitest';
import type { SourceHold } from './fleet-source';
import { reconcile, type OurFleetBooking } from './reconciliation';

// Issue 29: the reconciliation names every difference between our bookings of a company's imported boats and
// the holds its fleet system lists — and none when both sides agree.

const names = new Map([
  ['b1', 'Nerea'],
  ['b2', 'Kalypso'],
]);

const ours = (over: Partial<OurFleetBooking>): OurFleetBooking => ({
  reference: 'BW-AAAA1111',
  boatExternalId: 'b1',
  boatName: 'Nerea',
  from: '2027-06-05',
  to: '2027-06-12',
  status: 'option',
  live: true,
  fleetHoldId: 'h1',
  fleetState: 'option',
  ...over,
});

const hold = (over: Partial<SourceHold>): SourceHold => ({
  externalId: 'h1',
  boatExternalId: 'b1',
  from: '2027-06-05',
  to: '2027-06-12',
  kind: 'option',
  expiresAt: '2027-06-01T10:00:00Z',
  reference: 'BW-AAAA1111',
  ...over,
});

describe('reconcile (issue 29)', () => {
  it('finds nothing when each option is an option there and each reservation a booking there', () => {
    const booked = ours({ reference: 'BW-BBBB2222', status: 'confirmed', fleetHoldId: 'h2', fleetState: 'booking', boatExternalId: 'b2' });
    const theirs = [hold({}), hold({ externalId: 'h2', boatExternalId: 'b2', kind: 'booking', expiresAt: null, reference: 'BW-BBBB2222' })];
    expect(reconcile([ours({}), booked], theirs, names)).toEqual([]);
  });

  it('an agent’s hold on days nobody holds here is no difference (the sync blocks them)', () => {
    expect(reconcile([], [hold({ reference: null, externalId: 'a1', boatExternalId: 'b2' })], names)).toEqual([]);
  });

  it('names a booking of ours the system does not hold', () => {
    expect(reconcile([ours({})], [], names)).toEqual([
      {
        kind: 'missing_there',
        bookingReference: 'BW-AAAA1111',
        boat: 'Nerea',
        from: '2027-06-05',
        to: '2027-06-12',
        ours: 'option',
        theirs: null,
      },
    ]);
  });

  it('names a hold carrying our reference that we no longer hold, by the boat’s name', () => {
    const ended = ours({ status: 'cancelled', live: false });
    expect(reconcile([ended], [hold({})], names)).toEqual([
      {
        kind: 'missing_here',
        bookingReference: 'BW-AAAA1111',
        boat: 'Nerea',
        from: '2027-06-05',
        to: '2027-06-12',
        ours: 'cancelled',
        theirs: 'option',
      },
    ]);
    expect(reconcile([], [hold({ reference: 'BW-GONE0000', boatExternalId: 'b2' })], names)).toEqual([
      {
        kind: 'missing_here',
        bookingReference: 'BW-GONE0000',
        boat: 'Kalypso',
        from: '2027-06-05',
        to: '2027-06-12',
        ours: null,
        theirs: 'option',
      },
    ]);
  });

  it('names a reservation that is still an option there, and other days there', () => {
    expect(reconcile([ours({ status: 'reserved' })], [hold({})], names)).toMatchObject([
      { kind: 'state', ours: 'reserved', theirs: 'option' },
    ]);
    expect(reconcile([ours({})], [hold({ to: '2027-06-19' })], names)).toMatchObject([
      { kind: 'dates', ours: 'option', theirs: 'option 2027-06-05–2027-06-19' },
    ]);
  });

  it('names an agent’s hold over days we hold: a week sold twice', () => {
    const agents = hold({ externalId: 'a9', reference: null, from: '2027-06-08', to: '2027-06-15', kind: 'booking', expiresAt: null });
    expect(reconcile([ours({})], [hold({}), agents], names)).toEqual([
      {
        kind: 'conflict',
        bookingReference: 'BW-AAAA1111',
        boat: 'Nerea',
        from: '2027-06-08',
        to: '2027-06-15',
        ours: 'option',
        theirs: 'booking',
      },
    ]);
  });
});
