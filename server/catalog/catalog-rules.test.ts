import { describe, expect, it } from 'vitest';
import { escapeLike } from './catalog-data';
import { metresToFeet } from './yacht-card';

describe('catalog display and search rules', () => {
  it('C7 metres are shown in feet ×3.28084 with two decimals', () => {
    expect(metresToFeet(12.5)).toBe(41.01);
    expect(metresToFeet(10)).toBe(32.81);
    expect(metresToFeet(14.99)).toBe(49.18);
  });

  it('A7 LIKE wildcards in a name search match literally', () => {
    expect(escapeLike('100%_off\\')).toBe('100\\%\\_off\\\\');
    expect(escapeLike('Lagoon 42')).toBe('Lagoon 42');
  });
});
