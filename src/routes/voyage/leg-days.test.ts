import { describe, expect, it } from 'vitest';
import { legDays } from './leg-days';

describe('the day of each leg of a voyage (P1)', () => {
  it('P1 one night at each stop: one leg a day', () => {
    expect(legDays([{ nights: 0 }, { nights: 1 }, { nights: 1 }, { nights: 1 }])).toEqual([1, 2, 3]);
  });

  it('P1 two nights at a stop move every later leg a day on', () => {
    // Split → Hvar (2 nights) → Vis (1) → Komiža: Hvar is left on day 3.
    expect(legDays([{ nights: 0 }, { nights: 2 }, { nights: 1 }, { nights: 1 }])).toEqual([1, 3, 4]);
  });

  it('P1 a stop of no nights (lunch at anchor) is left the same day', () => {
    expect(legDays([{ nights: 0 }, { nights: 0 }, { nights: 1 }, { nights: 0 }])).toEqual([1, 1, 2]);
  });

  it('P1 a voyage of one stop has no legs', () => {
    expect(legDays([{ nights: 7 }])).toEqual([]);
  });
});
