import { describe, expect, it } from 'vitest';
import { escapeLike } from './catalog-data';

describe('catalog display and search rules', () => {
  it('A7 LIKE wildcards in a name search match literally', () => {
    expect(escapeLike('100%_off\\')).toBe('100\\%\\_off\\\\');
    expect(escapeLike('Lagoon 42')).toBe('Lagoon 42');
  });
});
