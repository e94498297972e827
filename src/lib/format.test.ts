import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feetOf, formatLength, formatNumber, formatPrice, modelName } from './format';

describe('display formats', () => {
  it('C10 numbers carry thousands commas', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(12.5)).toBe('12.5');
  });

  it('C10 whole numbers are grouped as Intl groups them (en-US), negatives, -0 and huge ones included', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const samples = [-0, 1, -1, 12, 123, 1234, -12345, 123456, 1234567, 10 ** 15, -(2 ** 53 - 1), 2 ** 53, 1e21, 1e-7];
    const numbers = fc.oneof(fc.integer({ min: -(2 ** 53), max: 2 ** 53 }), fc.constantFrom(...samples));
    fc.assert(
      fc.property(numbers, (n) => {
        expect(formatNumber(n)).toBe(intl.format(n));
      }),
    );
  });

  it('C10 prices are whole euros with thousands commas', () => {
    expect(formatPrice(12345)).toBe('€12,345');
    expect(formatPrice(99.6)).toBe('€100');
    expect(formatPrice(500, 'USD')).toBe('USD 500');
  });

  it('C7 lengths show metres and feet (×3.28084, two decimals)', () => {
    expect(feetOf(12.35)).toBe(40.52);
    expect(feetOf(10)).toBe(32.81);
    expect(feetOf(12.5)).toBe(41.01);
    expect(feetOf(14.99)).toBe(49.18);
    expect(formatLength(12.35)).toBe('12.35 m (40.52 ft)');
    expect(formatLength(10)).toBe('10 m (32.81 ft)');
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
