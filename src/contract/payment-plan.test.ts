import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './iso-date';
import { instalmentStates, netReceived, paymentPlan, remainingOf, stateByMoney, type MoneyMovement } from './payment-plan';

// Issue 28 (docs/decisions/038): the payment plan starts after the free window, and payments cover the
// instalments in order; each is due, received (on the day it was covered) or overdue.

describe('payment plan (issue 28)', () => {
  it('half three days after reserving (rounded half up) and the balance 30 days before check-in', () => {
    expect(paymentPlan(3_001, '2026-03-01', '2026-07-04')).toEqual([
      { kind: 'first', due_date: '2026-03-04', amount: 1_501 },
      { kind: 'balance', due_date: '2026-06-04', amount: 1_500 },
    ]);
  });

  it('everything at once when check-in is within about 30 days, never due after the day before check-in', () => {
    expect(paymentPlan(2_000, '2026-06-01', '2026-07-04')).toEqual([{ kind: 'full', due_date: '2026-06-04', amount: 2_000 }]);
    expect(paymentPlan(2_000, '2026-06-20', '2026-07-04')).toEqual([{ kind: 'full', due_date: '2026-06-23', amount: 2_000 }]);
    expect(paymentPlan(2_000, '2026-07-02', '2026-07-04')).toEqual([{ kind: 'full', due_date: '2026-07-03', amount: 2_000 }]);
    expect(paymentPlan(2_000, '2026-05-31', '2026-07-04').map((i) => i.kind)).toEqual(['first', 'balance']);
  });

  it('nothing to pay online: no instalments', () => {
    expect(paymentPlan(0, '2026-06-01', '2026-07-04')).toEqual([]);
  });

  it('property: instalments add up to the amount, in date order, none negative, none due after check-in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 800 }), (amount, daysAhead) => {
        const start = addDays('2026-01-10', daysAhead);
        const plan = paymentPlan(amount, '2026-01-10', start);
        expect(plan.reduce((sum, i) => sum + i.amount, 0)).toBe(amount);
        expect(plan.every((i) => i.amount >= 0 && i.due_date < start && i.due_date >= '2026-01-10')).toBe(true);
        expect([...plan].sort((a, b) => a.due_date.localeCompare(b.due_date))).toEqual(plan);
      }),
    );
  });
});

describe('the money trail (issue 28)', () => {
  const plan = paymentPlan(3_000, '2026-03-01', '2026-07-04'); // 1 500 on 03-04, 1 500 on 06-04
  const pay = (amount: number, received_on: string): MoneyMovement => ({ kind: 'payment', amount, received_on });

  it('due, then overdue the day after its due day', () => {
    expect(instalmentStates(plan, [], '2026-03-04').map((i) => i.state)).toEqual(['due', 'due']);
    expect(instalmentStates(plan, [], '2026-03-05').map((i) => i.state)).toEqual(['overdue', 'due']);
  });

  it('payments cover instalments in order, each received on the day it was covered', () => {
    const money = [pay(1_000, '2026-03-03'), pay(1_000, '2026-03-10'), pay(1_000, '2026-05-01')];
    const states = instalmentStates(plan, money, '2026-06-10');
    expect(states.map((i) => [i.state, i.received_on])).toEqual([
      ['received', '2026-03-10'],
      ['received', '2026-05-01'],
    ]);
    expect(stateByMoney(states)).toBe('paid');
    const part = instalmentStates(plan, money.slice(0, 2), '2026-06-10');
    expect(part.map((i) => i.state)).toEqual(['received', 'overdue']);
    expect(stateByMoney(part)).toBe('confirmed');
    expect(remainingOf(part, money.slice(0, 2))).toMatchObject({ remaining: 1_000, next: { kind: 'balance' } });
  });

  it('a refund below an instalment’s cover makes it unreceived again', () => {
    const money: MoneyMovement[] = [pay(1_500, '2026-03-02'), { kind: 'refund', amount: 500, received_on: '2026-03-03' }];
    expect(instalmentStates(plan, money, '2026-03-03')[0]!.state).toBe('due');
    expect(stateByMoney(instalmentStates(plan, money, '2026-03-03'))).toBe('reserved');
    expect(netReceived(money)).toBe(1_000);
  });

  it('property: an instalment is received exactly when the money received covers it and every earlier one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 100_000 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 60_000 }), fc.integer({ min: 0, max: 120 })), { maxLength: 6 }),
        (amount, raw) => {
          const p = paymentPlan(amount, '2026-03-01', '2026-09-01');
          const money = raw.map(([a, d]) => pay(a, addDays('2026-03-01', d)));
          const states = instalmentStates(p, money, '2026-04-01');
          const net = netReceived(money);
          let cover = 0;
          for (const s of states) {
            cover += s.amount;
            expect(s.state === 'received').toBe(net >= cover);
            if (s.state !== 'received') expect(s.state).toBe('2026-04-01' > s.due_date ? 'overdue' : 'due');
          }
        },
      ),
    );
  });
});
