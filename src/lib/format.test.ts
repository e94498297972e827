import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../contract/languages';
import { feetOf, formatFixed, formatLength, formatNumber, formatPercent, formatPrice, modelName } from './format';

// The characters Intl puts between digits and around a sign, spelled out so the expectations below do not
// depend on what an editor shows.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('numbers in the page language (issue 30 item 5: Intl rules replace C10 commas outside English)', () => {
  it('English keeps thousands commas and a decimal point (C10 for en)', () => {
    expect(formatNumber(0, 'en')).toBe('0');
    expect(formatNumber(999, 'en')).toBe('999');
    expect(formatNumber(1000, 'en')).toBe('1,000');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(12.5, 'en')).toBe('12.5');
  });

  it('German and Greek group with a dot and write decimals with a comma', () => {
    expect(formatNumber(4410, 'de')).toBe('4.410');
    expect(formatNumber(1234567, 'el')).toBe('1.234.567');
    expect(formatNumber(11.99, 'de')).toBe('11,99');
    expect(formatNumber(-12345.5, 'el')).toBe('-12.345,5');
  });

  it('French groups with a narrow no-break space, Russian, Czech and Ukrainian with a no-break space', () => {
    expect(formatNumber(12345, 'fr')).toBe(`12${NNBSP}345`);
    expect(formatNumber(12345, 'ru')).toBe(`12${NBSP}345`);
    expect(formatNumber(12345, 'cs')).toBe(`12${NBSP}345`);
    expect(formatNumber(12345, 'ua')).toBe(`12${NBSP}345`);
  });

  it('Spanish, Italian and Latvian leave a four-digit number ungrouped and group from five digits', () => {
    expect(formatNumber(4410, 'es')).toBe('4410');
    expect(formatNumber(4410, 'it')).toBe('4410');
    expect(formatNumber(4410, 'lv')).toBe('4410');
    expect(formatNumber(44100, 'es')).toBe('44.100');
    expect(formatNumber(44100, 'lv')).toBe(`44${NBSP}100`);
  });

  it('prices are whole euros with the sign where the language puts it', () => {
    expect(formatPrice(4410, 'en')).toBe('€4,410');
    expect(formatPrice(4410, 'de')).toBe(`4.410${NBSP}€`);
    expect(formatPrice(4410, 'el')).toBe(`4.410${NBSP}€`);
    expect(formatPrice(4410, 'nl')).toBe(`€${NBSP}4.410`);
    expect(formatPrice(4410, 'tr')).toBe('€4.410');
    expect(formatPrice(4410, 'es')).toBe(`4410${NBSP}€`);
    // Ukrainian's own symbol for the euro is "EUR"; the site shows "€" in every language.
    expect(formatPrice(4410, 'ua')).toBe(`4${NBSP}410${NBSP}€`);
    expect(formatPrice(99.6, 'en')).toBe('€100');
    expect(formatPrice(-4410, 'nl')).toBe(`€${NBSP}-4.410`);
  });

  it('a currency code Intl refuses is written before the number rather than failing the page', () => {
    expect(formatPrice(500, 'de', 'EURO')).toBe('EURO 500');
  });

  it('percentages follow the language: 15% (en), 15 % (de), %15 (tr)', () => {
    expect(formatPercent(15, 'en')).toBe('15%');
    expect(formatPercent(15, 'de')).toBe(`15${NBSP}%`);
    expect(formatPercent(15, 'tr')).toBe('%15');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
  });

  it('C9 ratings keep one decimal, with the language’s decimal mark', () => {
    expect(formatFixed(4, 'en', 1)).toBe('4.0');
    expect(formatFixed(4.36, 'de', 1)).toBe('4,4');
    expect(formatFixed(4.3, 'el', 1)).toBe('4,3');
  });

  it('C7 lengths show metres and feet (×3.28084, two decimals), in the language’s decimals', () => {
    expect(feetOf(12.35)).toBe(40.52);
    expect(feetOf(10)).toBe(32.81);
    expect(feetOf(12.5)).toBe(41.01);
    expect(feetOf(14.99)).toBe(49.18);
    expect(formatLength(12.35, 'en')).toBe('12.35 m (40.52 ft)');
    expect(formatLength(10, 'en')).toBe('10 m (32.81 ft)');
    expect(formatLength(11.99, 'en')).toBe('11.99 m (39.34 ft)');
    expect(formatLength(11.99, 'de')).toBe('11,99 m (39,34 ft)');
    expect(formatLength(12.19, 'el')).toBe('12,19 m (39,99 ft)');
    expect(formatLength(12.344, 'de')).toBe('12,34 m (40,50 ft)');
  });

  // The hand-grouped path must give Intl's answer, whatever the number and the language.
  const samples = [
    -0,
    1,
    -1,
    12,
    123,
    999,
    1000,
    -1000,
    1234,
    9999,
    10000,
    -12345,
    123456,
    1234567,
    10 ** 15,
    -(2 ** 53 - 1),
    2 ** 53,
    1e21,
    1e-7,
  ];
  const numbers = fc.oneof(
    fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
    fc.integer({ min: -100_000, max: 100_000 }),
    fc.double({ min: -1e9, max: 1e9, noNaN: true }),
    fc.constantFrom(...samples),
  );
  const languages = fc.constantFrom(...LANGUAGES);
  // Intl's own answers, one formatter per language (making one per run would take most of the test's time).
  const plain = new Map(LANGUAGES.map((l) => [l.code, new Intl.NumberFormat(l.tag, { maximumFractionDigits: 2 })]));
  const euros = new Map(
    LANGUAGES.map((l) => [
      l.code,
      new Intl.NumberFormat(l.tag, { style: 'currency', currency: 'EUR', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }),
    ]),
  );

  it('issue 30 item 5: numbers equal Intl.NumberFormat for random integers and decimals in all 12 languages', () => {
    fc.assert(
      fc.property(numbers, languages, (n, language) => {
        expect(formatNumber(n, language.code)).toBe(plain.get(language.code)!.format(n));
      }),
      { numRuns: 3000 },
    );
  });

  it('issue 30 item 5: prices equal Intl’s euro format (no cents) for random amounts in all 12 languages', () => {
    fc.assert(
      fc.property(numbers, languages, (n, language) => {
        expect(formatPrice(n, language.code)).toBe(euros.get(language.code)!.format(Math.round(n)));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('model names', () => {
  it('C7 a model is named with its shipyard once', () => {
    expect(modelName('Bavaria', 'Bavaria Cruiser 34')).toBe('Bavaria Cruiser 34');
    expect(modelName('Dufour', 'Dufour 470')).toBe('Dufour 470');
    expect(modelName('Lagoon', '42')).toBe('Lagoon 42');
    expect(modelName('Fountaine Pajot', 'Elba 45')).toBe('Fountaine Pajot Elba 45');
  });
});
