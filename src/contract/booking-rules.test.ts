import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationOutcome, paymentPlan, tierDeadlines } from './booking-rules';
import { addDays } from './iso-date';

describe('payment plan (issue 12)', () => {
  it('half at booking (rounded half up) and the balance 30 days before check-in', () => {
    expect(paymentPlan(3_001, '2026-03-01', '2026-07-04')).toEqual([
      { kind: 'first', due_date: '2026-03-01', amount: 1_501 },
      { kind: 'balance', due_date: '2026-06-04', amount: 1_500 },
    ]);
  });

  it('everything at once when check-in is 30 days away or nearer', () => {
    expect(paymentPlan(2_000, '2026-06-04', '2026-07-04')).toEqual([{ kind: 'full', due_date: '2026-06-04', amount: 2_000 }]);
    expect(paymentPlan(2_000, '2026-06-20', '2026-07-04')).toEqual([{ kind: 'full', due_date: '2026-06-20', amount: 2_000 }]);
    // 31 days ahead: the balance falls due the day after booking.
    expect(paymentPlan(2_000, '2026-06-03', '2026-07-04').map((i) => i.kind)).toEqual(['first', 'balance']);
  });

  it('nothing to pay online: no instalments', () => {
    expect(paymentPlan(0, '2026-06-01', '2026-07-04')).toEqual([]);
  });

  it('instalments always add up to the amount, in date order, none negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 800 }), (amount, daysAhead) => {
        const plan = paymentPlan(amount, '2026-01-10', addDays('2026-01-10', daysAhead));
        expect(plan.reduce((sum, i) => sum + i.amount, 0)).toBe(amount);
        expect(plan.every((i) => i.amount >= 0)).toBe(true);
        expect([...plan].sort((a, b) => a.due_date.localeCompare(b.due_date))).toEqual(plan);
      }),
    );
  });
});

describe('cancellation terms (issue 12)', () => {
  const start = '2026-09-05';
  const on = (daysBefore: number) => addDays(start, -daysBefore);

  it('an option is cancelled free until check-in', () => {
    expect(cancellationOutcome('option', 5_000, on(2), start)).toEqual({ allowed: true, fee_percent: 0, fee: 0 });
  });

  it('a reservation: 20 % from 60 days out, 50 % from 30, everything in the last 29 days', () => {
    expect(cancellationOutcome('reserved', 5_001, on(90), start)).toEqual({ allowed: true, fee_percent: 20, fee: 1_000 });
    expect(cancellationOutcome('reserved', 5_001, on(60), start)).toMatchObject({ fee_percent: 20 });
    expect(cancellationOutcome('reserved', 5_001, on(59), start)).toEqual({ allowed: true, fee_percent: 50, fee: 2_501 });
    expect(cancellationOutcome('reserved', 5_001, on(30), start)).toMatchObject({ fee_percent: 50 });
    expect(cancellationOutcome('reserved', 5_001, on(29), start)).toEqual({ allowed: true, fee_percent: 100, fee: 5_001 });
    expect(cancellationOutcome('reserved', 5_001, on(1), start)).toMatchObject({ fee_percent: 100 });
  });

  it('not online from check-in on, nor twice, nor for an expired option', () => {
    expect(cancellationOutcome('reserved', 5_000, start, start)).toEqual({ allowed: false, reason: 'started' });
    expect(cancellationOutcome('option', 5_000, on(-3), start)).toEqual({ allowed: false, reason: 'started' });
    expect(cancellationOutcome('cancelled', 5_000, on(90), start)).toEqual({ allowed: false, reason: 'already_cancelled' });
    expect(cancellationOutcome('expired', 5_000, on(90), start)).toEqual({ allowed: false, reason: 'expired' });
  });

  it('the tiers are shown with the last day each applies, and agree with the outcome on that day and the next', () => {
    const deadlines = tierDeadlines(start);
    expect(deadlines).toEqual([
      { fee_percent: 20, until: '2026-07-07' },
      { fee_percent: 50, until: '2026-08-06' },
      { fee_percent: 100, until: '2026-09-04' },
    ]);
    for (const { fee_percent, until } of deadlines) {
      expect(cancellationOutcome('reserved', 100, until, start)).toMatchObject({ fee_percent });
      const next = cancellationOutcome('reserved', 100, addDays(until, 1), start);
      expect(next.allowed ? next.fee_percent : 'closed').not.toBe(fee_percent);
    }
  });
});
