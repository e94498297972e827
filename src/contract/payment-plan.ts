import { addDays } from './iso-date';

// A booking's payment plan and its money trail (issue 28, docs/decisions/038): pure functions of whole euros
// and calendar days ('YYYY-MM-DD'), shared by the server (the booking's answer, receipts, reminders) and the
// pages. Only the part paid online ("pay now") is split into instalments; what is payable at the base and the
// security deposit are settled there.

/** About half first. */
const FIRST_INSTALMENT_PERCENT = 50;
/** The first instalment falls due this many days after reserving: after the free-cancellation window. */
const FIRST_DUE_DAYS_AFTER = 3;
/** The balance falls due this many days before check-in. */
const BALANCE_DAYS_BEFORE = 30;

type InstalmentKind = 'first' | 'balance' | 'full';

export interface Instalment {
  kind: InstalmentKind;
  /** The day it is due ('YYYY-MM-DD'). */
  due_date: string;
  amount: number;
}

/**
 * The plan of `payNow` euros for a booking reserved on `reservedOn` with check-in `dateStart`: 50 % (rounded
 * half up) three days after reserving and the balance 30 days before check-in; everything at once when the
 * balance would fall due on or before the first instalment (check-in within about 30 days), then three days
 * after reserving but never after the day before check-in. Nothing to pay: an empty plan.
 */
export function paymentPlan(payNow: number, reservedOn: string, dateStart: string): Instalment[] {
  if (payNow <= 0) return [];
  const firstDue = addDays(reservedOn, FIRST_DUE_DAYS_AFTER);
  const balanceDue = addDays(dateStart, -BALANCE_DAYS_BEFORE);
  if (balanceDue <= firstDue) {
    const dayBefore = addDays(dateStart, -1);
    const due = firstDue < dayBefore ? firstDue : dayBefore < reservedOn ? reservedOn : dayBefore;
    return [{ kind: 'full', due_date: due, amount: payNow }];
  }
  const first = Math.floor((payNow * FIRST_INSTALMENT_PERCENT + 50) / 100);
  return [
    { kind: 'first', due_date: firstDue, amount: first },
    { kind: 'balance', due_date: balanceDue, amount: payNow - first },
  ];
}

/** Money the company recorded: received from the visitor, or refunded to them. */
export interface MoneyMovement {
  kind: 'payment' | 'refund';
  amount: number;
  /** The day the company received (or sent) it. */
  received_on: string;
}

type InstalmentState = 'due' | 'received' | 'overdue';

export interface InstalmentStatus extends Instalment {
  state: InstalmentState;
  /** The day the payments first covered it (received only). */
  received_on: string | null;
}

/** Payments minus refunds. */
export function netReceived(movements: readonly MoneyMovement[]): number {
  return movements.reduce((sum, m) => sum + (m.kind === 'payment' ? m.amount : -m.amount), 0);
}

/** In the order the money moved (a stable sort: same-day movements keep the order they were recorded in). */
const chronological = (movements: readonly MoneyMovement[]) => [...movements].sort((a, b) => a.received_on.localeCompare(b.received_on));

/**
 * Each instalment as it stands on `today`: received once the money received covers it and every earlier one
 * (payments cover instalments in order), with the day that happened; otherwise overdue after its due day,
 * due until then. A refund that takes the money below an instalment's cover makes it unreceived again.
 */
export function instalmentStates(plan: readonly Instalment[], movements: readonly MoneyMovement[], today: string): InstalmentStatus[] {
  const ordered = chronological(movements);
  let threshold = 0;
  return plan.map((instalment) => {
    threshold += instalment.amount;
    // The last day the running balance rose to the threshold and stayed there.
    let running = 0;
    let coveredOn: string | null = null;
    for (const m of ordered) {
      running += m.kind === 'payment' ? m.amount : -m.amount;
      if (running < threshold) coveredOn = null;
      else coveredOn ??= m.received_on;
    }
    if (coveredOn) return { ...instalment, state: 'received', received_on: coveredOn };
    return { ...instalment, state: today > instalment.due_date ? 'overdue' : 'due', received_on: null };
  });
}

/** What is still owed of the plan, and the next instalment not yet received (null once all are). */
export function remainingOf(states: readonly InstalmentStatus[], movements: readonly MoneyMovement[]) {
  const planned = states.reduce((sum, i) => sum + i.amount, 0);
  return { remaining: Math.max(0, planned - netReceived(movements)), next: states.find((i) => i.state !== 'received') ?? null };
}

/**
 * The state a reservation reaches with this money: paid once every instalment is covered, confirmed once the
 * first is, reserved before (a plan with nothing to pay is paid at once).
 */
export function stateByMoney(states: readonly InstalmentStatus[]): 'reserved' | 'confirmed' | 'paid' {
  if (states.every((i) => i.state === 'received')) return 'paid';
  return states[0]?.state === 'received' ? 'confirmed' : 'reserved';
}
