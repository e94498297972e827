import { describe, expect, it } from 'vitest';
import { addDays } from './iso-date';
import { MAX_ONLINE_BOOKING_NIGHTS } from './booking-constants';
import { createBookingInputSchema } from './booking-api';
import { MAX_SEARCH_NIGHTS, parseCharterDates } from './yacht-search';

// Two limits that once shared one name (issue 26): a search (and a quote) may ask about a whole season,
// while a charter booked online is shorter; longer ones are arranged with the office.

const START = '2027-05-01';

const booking = (nights: number) => ({
  yacht_slug: 'lagoon-42-blue-moon',
  date_start: START,
  date_end: addDays(START, nights),
  product: 'bareboat',
  people: 4,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  terms_accepted: true,
  language: 'en',
});

const dateEndMessages = (nights: number) => {
  const result = createBookingInputSchema.safeParse(booking(nights));
  return result.success ? [] : result.error.issues.filter((i) => i.path.join('.') === 'date_end').map((i) => i.message);
};

describe('charter night limits', () => {
  it('a search stay may be longer than a charter booked online', () => {
    expect(MAX_SEARCH_NIGHTS).toBe(365);
    expect(MAX_ONLINE_BOOKING_NIGHTS).toBe(60);
  });

  it('a search accepts MAX_SEARCH_NIGHTS nights and refuses one more', () => {
    expect(parseCharterDates({ date_start: START, date_end: addDays(START, MAX_SEARCH_NIGHTS) })).toEqual({
      ok: true,
      value: { start: START, end: addDays(START, MAX_SEARCH_NIGHTS) },
    });
    expect(parseCharterDates({ date_start: START, date_end: addDays(START, MAX_SEARCH_NIGHTS + 1) })).toEqual({
      ok: false,
      errors: { date_end: `A charter lasts at most ${MAX_SEARCH_NIGHTS} nights` },
    });
  });

  it('a booking accepts MAX_ONLINE_BOOKING_NIGHTS nights and refuses one more', () => {
    expect(createBookingInputSchema.safeParse(booking(MAX_ONLINE_BOOKING_NIGHTS)).success).toBe(true);
    expect(dateEndMessages(MAX_ONLINE_BOOKING_NIGHTS + 1)).toEqual([`At most ${MAX_ONLINE_BOOKING_NIGHTS} nights can be booked online`]);
  });
});
