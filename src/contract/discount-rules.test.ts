import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestDiscount, ruleApplies, type AppliedDiscount, type DiscountRule } from './discount-rules';

// Issue 27: discount rules (early booking, last minute, long stay) and the one best discount (decision 048),
// at their boundaries: the last day of booking, the last day counted as "last minute", the fewest nights.

const rule = (parts: Partial<DiscountRule> & Pick<DiscountRule, 'kind' | 'condition'>): DiscountRule => ({
  id: 1,
  discountPercent: 10,
  slug: null,
  from: 0,
  until: 1000,
  ...parts,
});

/** A charter inside [0, 1000): its first held day, nights (held days at least 1) and the day of booking. */
const charters = fc
  .record({ from: fc.integer({ min: 0, max: 900 }), nights: fc.integer({ min: 0, max: 60 }), lead: fc.integer({ min: 0, max: 400 }) })
  .map(({ from, nights, lead }) => ({ from, until: from + Math.max(nights, 1), nights, today: from - lead }));

describe('discount rules at their boundaries (issue 27)', () => {
  it('early booking applies when booked on or before its day, never after', () => {
    fc.assert(
      fc.property(charters, fc.integer({ min: -400, max: 900 }), (charter, bookedBy) => {
        expect(ruleApplies(rule({ kind: 'early_booking', condition: bookedBy }), charter)).toBe(charter.today <= bookedBy);
      }),
    );
    const charter = { from: 100, until: 107, nights: 7, today: 40 };
    expect(ruleApplies(rule({ kind: 'early_booking', condition: 40 }), charter)).toBe(true);
    expect(ruleApplies(rule({ kind: 'early_booking', condition: 39 }), charter)).toBe(false);
  });

  it('last minute applies when check-in is at most N days after booking (N itself included)', () => {
    fc.assert(
      fc.property(charters, fc.integer({ min: 0, max: 365 }), (charter, within) => {
        expect(ruleApplies(rule({ kind: 'last_minute', condition: within }), charter)).toBe(charter.from - charter.today <= within);
      }),
    );
    const charter = { from: 100, until: 107, nights: 7, today: 86 };
    expect(ruleApplies(rule({ kind: 'last_minute', condition: 14 }), charter)).toBe(true);
    expect(ruleApplies(rule({ kind: 'last_minute', condition: 13 }), charter)).toBe(false);
  });

  it('long stay applies from its fewest nights on', () => {
    fc.assert(
      fc.property(charters, fc.integer({ min: 1, max: 365 }), (charter, fewest) => {
        expect(ruleApplies(rule({ kind: 'long_stay', condition: fewest }), charter)).toBe(charter.nights >= fewest);
      }),
    );
    expect(ruleApplies(rule({ kind: 'long_stay', condition: 14 }), { from: 0, until: 14, nights: 14, today: 0 })).toBe(true);
    expect(ruleApplies(rule({ kind: 'long_stay', condition: 14 }), { from: 0, until: 13, nights: 13, today: 0 })).toBe(false);
  });

  it('a rule covers a charter only when every held day lies in its dates', () => {
    fc.assert(
      fc.property(charters, fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 200 }), (charter, from, length) => {
        const covered = from <= charter.from && from + length >= charter.until;
        expect(ruleApplies(rule({ kind: 'long_stay', condition: 1, from, until: from + length }), { ...charter, nights: 30 })).toBe(
          covered,
        );
      }),
    );
  });
});

describe('one discount, never stacked (decision 048)', () => {
  const offer: AppliedDiscount = { kind: 'offer', discountPercent: 15, slug: 'june' };
  const charter = { from: 100, until: 114, nights: 14, today: 10 };

  it('is the highest percentage of the offer and the applying rules; the offer on a tie, then the rule made first', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 90 }), { nil: null }),
        fc.array(fc.record({ percent: fc.integer({ min: 1, max: 90 }), applies: fc.boolean() }), { maxLength: 6 }),
        (offerPercent, made) => {
          const rules = made.map((r, i) =>
            rule({ id: i + 1, kind: 'long_stay', discountPercent: r.percent, condition: r.applies ? 7 : 30 }),
          );
          const theOffer = offerPercent === null ? null : { ...offer, discountPercent: offerPercent };
          const best = bestDiscount(theOffer, rules, charter);
          const percents = [offerPercent ?? 0, ...made.filter((r) => r.applies).map((r) => r.percent)];
          expect(best?.discountPercent ?? 0).toBe(Math.max(...percents));
          if (theOffer && best?.discountPercent === theOffer.discountPercent) expect(best).toBe(theOffer);
          else if (best) expect(best).toBe(rules.find((r) => made[r.id - 1]!.applies && r.discountPercent === best.discountPercent));
        },
      ),
    );
  });

  it('keeps the offer when no rule applies, and names a rule that wins', () => {
    const late = rule({ kind: 'early_booking', condition: 9, discountPercent: 30 });
    expect(bestDiscount(offer, [late], charter)).toBe(offer);
    const long = rule({ kind: 'long_stay', condition: 14, discountPercent: 20 });
    expect(bestDiscount(offer, [late, long], charter)).toEqual({ ...long, kind: 'long_stay', slug: null });
    expect(bestDiscount(null, [], charter)).toBeNull();
  });
});
