import { describe, expect, it } from 'vitest';
import { bookingStayProblem, stayProblem } from './stay-dates';

// Issue 30 item 3: one stay rule for the search, the boat page, the booking steps and the API: at least one
// night (check-out after check-in), at most the online limit when booking, and no check-in before today.

describe('stayProblem (issue 30 item 3)', () => {
  it('the same day for check-in and check-out is 0 nights: check-out is the wrong field', () => {
    expect(stayProblem('2027-05-01', '2027-05-01')).toEqual({ field: 'date_end', rule: 'noNights' });
  });

  it('check-out before check-in is refused the same way', () => {
    expect(stayProblem('2027-05-08', '2027-05-01')).toEqual({ field: 'date_end', rule: 'noNights' });
  });

  it('one night is a stay', () => {
    expect(stayProblem('2027-05-01', '2027-05-02')).toBeNull();
  });

  it('a check-in before today is wrong on check-in, only when the clock is asked', () => {
    expect(stayProblem('2026-11-20', '2026-11-27', { today: '2026-11-27' })).toEqual({ field: 'date_start', rule: 'past' });
    expect(stayProblem('2026-11-27', '2026-12-04', { today: '2026-11-27' })).toBeNull();
    expect(stayProblem('2026-11-20', '2026-11-27')).toBeNull();
  });

  it('a booking takes at most 60 nights online; 61 is wrong on check-out', () => {
    expect(bookingStayProblem('2027-05-01', '2027-06-30')).toBeNull();
    expect(bookingStayProblem('2027-05-01', '2027-07-01')).toEqual({ field: 'date_end', rule: 'tooLong' });
  });
});
