import { describe, expect, it } from 'vitest';
import {
  bookingPeriod,
  buildQuote,
  chargedDays,
  charterNights,
  discountedPrice,
  extraTotal,
  perWeekPrice,
  rentalDays,
} from './price-rules';

describe('price rules', () => {
  it('C4 rental days are the difference in days plus 1 (inclusive)', () => {
    expect(rentalDays('2026-06-06', '2026-06-13')).toBe(8);
    expect(rentalDays('2026-06-06', '2026-06-06')).toBe(1);
    expect(rentalDays('2026-02-27', '2026-03-02')).toBe(4);
    expect(rentalDays('2028-02-28', '2028-03-01')).toBe(3); // leap year
  });

  it('C4 a Saturday-to-Saturday week holds and charges 7 days; the check-out day stays free', () => {
    expect(charterNights('2026-06-06', '2026-06-13')).toBe(7);
    expect(chargedDays('2026-06-06', '2026-06-13')).toBe(7);
    expect(bookingPeriod('2026-06-06', '2026-06-13')).toBe('[2026-06-06,2026-06-13)');
  });

  it('C4 a same-day charter (end corrected to the start) holds and charges its one day', () => {
    expect(charterNights('2026-06-06', '2026-06-06')).toBe(0);
    expect(chargedDays('2026-06-06', '2026-06-06')).toBe(1);
    expect(bookingPeriod('2026-06-06', '2026-06-06')).toBe('[2026-06-06,2026-06-07)');
  });

  it('C8 per day and per night are normalised ×7 to a week, per booking and per week ×1', () => {
    expect(perWeekPrice(30, 'per_day')).toBe(210);
    expect(perWeekPrice(25, 'per_night')).toBe(175);
    expect(perWeekPrice(150, 'per_week')).toBe(150);
    expect(perWeekPrice(200, 'per_booking')).toBe(200);
  });

  it('C8 an extra for a charter: per day/night × charged days, per week × started weeks, per booking once', () => {
    expect(extraTotal(30, 'per_day', 7, 2)).toBe(210);
    expect(extraTotal(30, 'per_night', 10, 2)).toBe(300);
    expect(extraTotal(150, 'per_week', 7, 2)).toBe(150);
    expect(extraTotal(150, 'per_week', 8, 2)).toBe(300);
    expect(extraTotal(150, 'per_week', 14, 2)).toBe(300);
    expect(extraTotal(200, 'per_booking', 21, 2)).toBe(200);
    // A week of a per-day extra costs exactly its C8 weekly figure.
    expect(extraTotal(45, 'per_day', 7, 2)).toBe(perWeekPrice(45, 'per_day'));
  });

  it('issue 27: a per-person extra is its price × people, whatever the charter length', () => {
    expect(extraTotal(25, 'per_person', 7, 1)).toBe(25);
    expect(extraTotal(25, 'per_person', 7, 8)).toBe(200);
    expect(extraTotal(25, 'per_person', 21, 8)).toBe(200);
    expect(perWeekPrice(25, 'per_person')).toBe(25);
  });

  it('C6 discounts round half up to whole euros', () => {
    expect(discountedPrice(1000, 10)).toBe(900);
    expect(discountedPrice(1005, 10)).toBe(905); // 904.5 → 905
    expect(discountedPrice(999, 15)).toBe(849); // 849.15 → 849
    expect(discountedPrice(1234, 0)).toBe(1234);
  });

  it('C6 C8 a quote adds the discounted boat price and the obligatory extras, split by where they are paid', () => {
    const quote = buildQuote({
      dateStart: '2026-06-06',
      dateEnd: '2026-06-13',
      listPrice: 3500,
      discount: { kind: 'offer', slug: 'early-june', discountPercent: 10 },
      obligatoryExtras: [
        { name: 'Transit log', price: 150, unit: 'per_booking', payableAtBase: true },
        { name: 'Outboard', price: 12, unit: 'per_day', payableAtBase: false },
        { name: 'Linen', price: 20, unit: 'per_week', payableAtBase: false },
      ],
    });
    expect(quote).toMatchObject({
      days: 8,
      nights: 7,
      charged_days: 7,
      list_price: 3500,
      discount_percent: 10,
      offer_slug: 'early-june',
      price: 3150,
      extras_total_now: 84 + 20,
      payable_at_base_total: 150,
      total: 3150 + 104 + 150,
      currency: 'EUR',
    });
    expect(quote.obligatory_extras[1]).toEqual({
      name: 'Outboard',
      price: 12,
      unit: 'per_day',
      per_week_price: 84,
      total: 84,
      payable_at_base: false,
    });
    const plain = buildQuote({ dateStart: '2026-06-06', dateEnd: '2026-06-09', listPrice: 600, discount: null, obligatoryExtras: [] });
    expect(plain).toMatchObject({ days: 4, nights: 3, price: 600, discount_percent: 0, offer_slug: null, total: 600 });
  });
});
