import { describe, expect, it } from 'vitest';
import type { Quote } from '../../contract/catalog-api';
import type { Booking } from '../../contract/booking-api';
import { previewPrice } from './preview-price';
import { formatRemaining, remainingMs } from './hold-countdown';
import { confirmedMessage } from './frame-message';
import { stepOnePath, stepTwoPagePath, thankYouPath } from './booking-links';

const quote: Quote = {
  date_start: '2027-06-05',
  date_end: '2027-06-12',
  days: 8,
  nights: 7,
  charged_days: 7,
  list_price: 2000,
  discount_percent: 10,
  offer_slug: null,
  discount_kind: 'long_stay',
  price: 1800,
  obligatory_extras: [
    { name: 'Cleaning', price: 150, unit: 'per_booking', per_week_price: 150, total: 150, payable_at_base: true },
    { name: 'Transit log', price: 100, unit: 'per_booking', per_week_price: 100, total: 100, payable_at_base: false },
  ],
  extras_total_now: 100,
  payable_at_base_total: 150,
  total: 2050,
  currency: 'EUR',
};
const extras = [
  { id: 1, name: 'Skipper', price: 170, unit: 'per_day' as const, payable_at_base: true },
  { id: 2, name: 'SUP', price: 150, unit: 'per_week' as const, payable_at_base: false },
  { id: 3, name: 'Welcome pack', price: 25, unit: 'per_person' as const, payable_at_base: false },
];

describe('previewPrice (B1: every line before the visitor continues)', () => {
  it('without extras it is the quote, split into paid now and at the base, deposit apart', () => {
    const p = previewPrice(quote, extras, new Set(), 2500, 4);
    expect(p.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['charter', 2000],
      ['discount', -200],
      ['obligatory_extra', 150],
      ['obligatory_extra', 100],
    ]);
    expect(p).toMatchObject({ pay_now: 1900, payable_at_base: 150, total: quote.total, security_deposit: 2500 });
  });
  it('a chosen extra adds its line by the server rule (per day × charged days) on the right side', () => {
    const p = previewPrice(quote, extras, new Set([1, 2]), 0, 4);
    expect(p.lines.filter((l) => l.kind === 'optional_extra').map((l) => [l.name, l.amount, l.payable_at_base])).toEqual([
      ['Skipper', 1190, true],
      ['SUP', 150, false],
    ]);
    expect(p).toMatchObject({ pay_now: 2050, payable_at_base: 1340, total: 3390 });
  });
  it('issue 27: a per-person extra costs its price for each person aboard, once per charter', () => {
    const three = previewPrice(quote, extras, new Set([3]), 0, 3);
    const six = previewPrice(quote, extras, new Set([3]), 0, 6);
    expect(three.lines.at(-1)).toEqual({ kind: 'optional_extra', name: 'Welcome pack', amount: 75, payable_at_base: false });
    expect(six.lines.at(-1)?.amount).toBe(150);
    expect(six.pay_now - three.pay_now).toBe(75);
  });
});

describe('hold countdown (B2: same on server and client)', () => {
  it('counts from the server clock, never below zero', () => {
    expect(remainingMs('2026-06-01T10:30:00Z', '2026-06-01T10:00:00Z', 0)).toBe(30 * 60_000);
    expect(remainingMs('2026-06-01T10:30:00Z', '2026-06-01T10:00:00Z', 61_000)).toBe(29 * 60_000 - 1000);
    expect(remainingMs('2026-06-01T10:30:00Z', '2026-06-01T10:00:00Z', 40 * 60_000)).toBe(0);
    expect(formatRemaining(30 * 60_000)).toBe('30:00');
    expect(formatRemaining(65_500)).toBe('1:06');
    expect(formatRemaining(0)).toBe('0:00');
  });
});

describe('booking links and the partner message (B5)', () => {
  it('frame variants put /frame in front; the thank-you page knows its booking by ?ref', () => {
    expect(stepOnePath('de', true, 'boat-1', { start: '2027-06-05', end: '2027-06-12' })).toBe(
      '/de/frame/details/boat-1?date_start=2027-06-05&date_end=2027-06-12',
    );
    expect(stepTwoPagePath('en', false, 'tok')).toBe('/en/detailsfinal/tok');
    expect(thankYouPath('fr', true, 'tok')).toBe('/fr/frame/thankyou?ref=tok');
  });
  it('the message says what was booked, never who', () => {
    const booking = {
      reference: 'BW-ABCDEFGH',
      yacht: { slug: 'boat-1', name: 'Freedom' },
      date_start: '2027-06-05',
      date_end: '2027-06-12',
      total: 3390,
      price: { currency: 'EUR' },
      first_name: 'Ines',
      email: 'ines@example.com',
      phone: '+385911234567',
    } as unknown as Booking;
    const message = confirmedMessage(booking);
    expect(message).toEqual({
      type: 'bluewater:booking-confirmed',
      reference: 'BW-ABCDEFGH',
      boat: { slug: 'boat-1', name: 'Freedom' },
      date_start: '2027-06-05',
      date_end: '2027-06-12',
      total: 3390,
      currency: 'EUR',
    });
    expect(JSON.stringify(message)).not.toMatch(/Ines|example\.com|385911/);
  });
});
