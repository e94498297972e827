import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '../../src/contract/webhook-events';
import { eventTypeOf, WEBHOOK_KINDS } from './event-types';

// Issue 29: which rows of a booking's history become which of the five public events.
describe('booking event kinds → webhook event types (issue 29)', () => {
  it('maps the five events, a company’s release of an option as a cancellation', () => {
    expect(eventTypeOf('placed')).toBe('option.placed');
    expect(eventTypeOf('confirmed')).toBe('booking.confirmed');
    expect(eventTypeOf('cancelled')).toBe('booking.cancelled');
    expect(eventTypeOf('option_released')).toBe('booking.cancelled');
    expect(eventTypeOf('expired')).toBe('option.expired');
    expect(eventTypeOf('payment_recorded')).toBe('payment.received');
  });

  it('sends nothing for the other kinds; every public type has a source', () => {
    for (const kind of ['reserved', 'paid', 'completed', 'option_extended', 'note', 'refund_recorded'])
      expect(eventTypeOf(kind)).toBeNull();
    expect(new Set(WEBHOOK_KINDS.map(eventTypeOf))).toEqual(new Set(WEBHOOK_EVENT_TYPES));
  });
});
