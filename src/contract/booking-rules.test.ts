import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationOutcome, freeUntil, tierDeadlines, type CancellationFacts } from './booking-rules';
import { addDays } from './iso-date';
import type { InstalmentStatus } from './payment-plan';

// Issue 28 (docs/decisions/038): the cancellation terms — free as an option and within the company's window,
// then the scale as a share of the charter price; the refund is what was received less the fee, never below 0.

const start = '2026-09-05';
const on = (daysBefore: number) => `${addDays(start, -daysBefore)}T12:00:00.000Z`;
const first = (due: string, state: InstalmentStatus['state'] = 'due'): InstalmentStatus => ({
  kind: 'first',
  due_date: due,
  amount: 2_000,
  state,
  received_on: state === 'received' ? due : null,
});
/** A reservation made long ago (its window closed), cancelled `daysBefore` check-in. */
const late = (daysBefore: number, over: Partial<CancellationFacts> = {}): CancellationFacts => ({
  status: 'reserved',
  charterPrice: 5_001,
  received: 0,
  now: on(daysBefore),
  reservedAt: '2026-01-01T10:00:00.000Z',
  freeHours: 48,
  firstInstalment: first('2026-01-04', 'received'),
  dateStart: start,
  ...over,
});

describe('cancellation scale (issue 28)', () => {
  it('an option is cancelled free until check-in', () => {
    expect(cancellationOutcome(late(2, { status: 'option', reservedAt: null }))).toEqual({
      allowed: true,
      rule: 'option',
      fee_percent: 0,
      fee: 0,
      refund: 0,
    });
  });

  it('after the window: 20 % of the charter price from 60 days out, 50 % from 30, everything in the last 29 days', () => {
    expect(cancellationOutcome(late(90))).toEqual({ allowed: true, rule: 'scale', fee_percent: 20, fee: 1_000, refund: 0 });
    expect(cancellationOutcome(late(60))).toMatchObject({ fee_percent: 20 });
    expect(cancellationOutcome(late(59))).toMatchObject({ fee_percent: 50, fee: 2_501 });
    expect(cancellationOutcome(late(30))).toMatchObject({ fee_percent: 50 });
    expect(cancellationOutcome(late(29))).toMatchObject({ fee_percent: 100, fee: 5_001 });
    expect(cancellationOutcome(late(1))).toMatchObject({ fee_percent: 100 });
  });

  it('the refund is what was received less the fee', () => {
    expect(cancellationOutcome(late(90, { received: 2_501 }))).toMatchObject({ fee: 1_000, refund: 1_501 });
    expect(cancellationOutcome(late(59, { received: 2_000 }))).toMatchObject({ fee: 2_501, refund: 0 });
  });

  it('not online from check-in on, nor twice, nor for an expired option', () => {
    expect(cancellationOutcome(late(0))).toEqual({ allowed: false, reason: 'started' });
    expect(cancellationOutcome(late(-3, { status: 'option' }))).toEqual({ allowed: false, reason: 'started' });
    expect(cancellationOutcome(late(90, { status: 'completed' }))).toEqual({ allowed: false, reason: 'started' });
    expect(cancellationOutcome(late(90, { status: 'cancelled' }))).toEqual({ allowed: false, reason: 'already_cancelled' });
    expect(cancellationOutcome(late(90, { status: 'expired' }))).toEqual({ allowed: false, reason: 'expired' });
  });

  it('the tiers are shown with the last day each applies, and agree with the outcome on that day and the next', () => {
    const deadlines = tierDeadlines(start);
    expect(deadlines).toEqual([
      { fee_percent: 20, until: '2026-07-07' },
      { fee_percent: 50, until: '2026-08-06' },
      { fee_percent: 100, until: '2026-09-04' },
    ]);
    for (const { fee_percent, until } of deadlines) {
      expect(cancellationOutcome(late(0, { now: `${until}T08:00:00.000Z` }))).toMatchObject({ fee_percent });
      const next = cancellationOutcome(late(0, { now: `${addDays(until, 1)}T08:00:00.000Z` }));
      expect(next.allowed ? next.fee_percent : 'closed').not.toBe(fee_percent);
    }
  });
});

describe('free-cancellation window (issue 28)', () => {
  const reservedAt = '2026-03-01T10:00:00.000Z';
  const fresh = (now: string, over: Partial<CancellationFacts> = {}) =>
    late(0, { now, reservedAt, firstInstalment: first('2026-03-04'), ...over });

  it('free for the company’s hours after reserving, then the scale', () => {
    expect(cancellationOutcome(fresh('2026-03-01T10:01:00.000Z'))).toMatchObject({ rule: 'free_window', fee: 0 });
    expect(cancellationOutcome(fresh('2026-03-03T09:59:59.000Z'))).toMatchObject({ rule: 'free_window', fee: 0 });
    expect(cancellationOutcome(fresh('2026-03-03T10:00:00.000Z'))).toMatchObject({ rule: 'scale', fee_percent: 20 });
    expect(cancellationOutcome(fresh('2026-03-01T10:01:00.000Z', { freeHours: 0 }))).toMatchObject({ rule: 'scale' });
  });

  it('the window closes when the first instalment’s due day has passed unpaid, not when it was received', () => {
    const week = { freeHours: 168 };
    expect(freeUntil({ reservedAt, ...week, firstInstalment: first('2026-03-04') })).toBe('2026-03-05T00:00:00.000Z');
    expect(cancellationOutcome(fresh('2026-03-04T23:00:00.000Z', week))).toMatchObject({ rule: 'free_window' });
    expect(cancellationOutcome(fresh('2026-03-05T01:00:00.000Z', week))).toMatchObject({ rule: 'scale' });
    const paid = { ...week, firstInstalment: first('2026-03-04', 'received'), received: 2_000 };
    expect(cancellationOutcome(fresh('2026-03-06T01:00:00.000Z', paid))).toEqual({
      allowed: true,
      rule: 'free_window',
      fee_percent: 0,
      fee: 0,
      refund: 2_000,
    });
  });

  it('property: the fee is 0 inside the window and a tier’s share of the charter price outside; the refund never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 168 }),
        fc.integer({ min: 0, max: 400 * 24 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (hours, hoursLater, price, received) => {
          const now = new Date(Date.parse(reservedAt) + hoursLater * 3_600_000).toISOString();
          const dateStart = addDays('2026-03-01', 200);
          const outcome = cancellationOutcome(
            fresh(now, { freeHours: hours, charterPrice: price, received, dateStart, firstInstalment: first('2026-03-04') }),
          );
          if (!outcome.allowed) {
            expect(now.slice(0, 10) >= dateStart).toBe(true);
            return;
          }
          expect(outcome.refund).toBeGreaterThanOrEqual(0);
          expect(outcome.refund).toBe(Math.max(0, received - outcome.fee));
          const inWindow = hoursLater < hours && now < '2026-03-05';
          if (inWindow) expect(outcome).toMatchObject({ rule: 'free_window', fee: 0 });
          else {
            expect(outcome.rule).toBe('scale');
            expect([20, 50, 100]).toContain(outcome.fee_percent);
            expect(outcome.fee).toBe(Math.floor((price * outcome.fee_percent + 50) / 100));
            expect(outcome.fee).toBeLessThanOrEqual(price);
          }
        },
      ),
    );
  });

  it('property: the fee never falls as check-in comes nearer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 400 }), (a, b) => {
        const [far, near] = a >= b ? [a, b] : [b, a];
        const feeAt = (d: number) => {
          const o = cancellationOutcome(late(d));
          return o.allowed ? o.fee : Infinity;
        };
        expect(feeAt(near)).toBeGreaterThanOrEqual(feeAt(far));
      }),
    );
  });
});
