import { describe, expect, it } from 'vitest';
import { capitaliseWords, sortYachtTypes } from './yacht-types';

describe('yacht types', () => {
  it('A6 yacht types are sorted with ids 0,1,2,4,7,6,3,8,5,9,10,11,13 first, then the rest by id', () => {
    const ids = [14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 20, 15];
    expect(sortYachtTypes(ids.map((id) => ({ id }))).map((t) => t.id)).toEqual([0, 1, 2, 4, 7, 6, 3, 8, 5, 9, 10, 11, 13, 12, 14, 15, 20]);
    expect(sortYachtTypes([{ id: 3 }, { id: 99 }, { id: 0 }]).map((t) => t.id)).toEqual([0, 3, 99]);
  });

  it('A6 type names are shown with each word capitalised, in the language’s own capitals', () => {
    expect(capitaliseWords('sailing yacht', 'en')).toBe('Sailing Yacht');
    expect(capitaliseWords('power catamaran', 'en')).toBe('Power Catamaran');
    expect(capitaliseWords('gulet', 'en')).toBe('Gulet');
    expect(capitaliseWords('парусная яхта', 'ru')).toBe('Парусная Яхта');
    expect(capitaliseWords('iki gövdeli', 'tr')).toBe('İki Gövdeli');
    expect(capitaliseWords('motor-yacht', 'en')).toBe('Motor-Yacht');
  });
});
