import { describe, expect, it } from 'vitest';
import { currentToasts, dismissToast, notify } from './toast-store';

describe('I4 toasts, issue 30 item 11: old toasts do not stack', () => {
  it('a new toast replaces the one still on screen (signed in, then signed out: only "signed out" shows)', () => {
    notify('success', 'You are signed in.');
    const last = notify('success', 'You have signed out.');
    expect(currentToasts().map((t) => t.message)).toEqual(['You have signed out.']);
    dismissToast(last);
    expect(currentToasts()).toEqual([]);
  });

  it('an error replaces a success as well, keeping its own duration', () => {
    notify('success', 'Sent.');
    notify('error', 'Too many bookings.', 12_000);
    expect(currentToasts().map((t) => [t.kind, t.message, t.duration])).toEqual([['error', 'Too many bookings.', 12_000]]);
  });
});
