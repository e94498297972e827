import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packRecords, unpackRecords } from './packed-records';

// S2: the state a document carries is read back exactly as the server rendered with it, so hydration
// meets the same data; issue 15: a list's keys are written once, not once per record.
const throughJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
const carried = (value: unknown) => unpackRecords(throughJson(packRecords(value)));

const card = (id: number, quote: object | null) => ({
  id,
  name: `Boat ${id}`,
  mainImageUrls: { '400': `/media/${id}-400.webp`, '800': `/media/${id}-800.webp` },
  rating: id % 2 ? 4.5 : null,
  type: { slug: 'catamaran', name: 'Catamaran' },
  quote,
});

describe('lists of records as columns', () => {
  it('S2 a list of cards, with nested records and null quotes, comes back as it was', () => {
    const list = { total: 3, data: [card(1, { total: 900, nights: 7 }), card(2, null), card(3, { total: 1200, nights: 7 })] };
    expect(carried(list)).toEqual(list);
  });

  it('issue 15: each key of a list of records is written once', () => {
    const cards = Array.from({ length: 20 }, (_, i) => card(i, { total: 1000 + i, nights: 7 }));
    const text = JSON.stringify(packRecords(cards));
    expect(text.split('"mainImageUrls"').length - 1).toBe(1);
    expect(text.split('"total"').length - 1).toBe(1);
    expect(text.length).toBeLessThan(JSON.stringify(cards).length * 0.75);
  });

  it('records of different shapes, single records and lists of values are kept as they are', () => {
    const value = {
      mixed: [{ a: 1 }, { b: 2 }],
      more: [{ a: 1 }, { a: 2, b: 3 }],
      one: [{ a: 1 }],
      values: [1, 'two', null, [3]],
      empty: [],
      nulls: [null, null],
    };
    expect(packRecords(value)).toEqual(value);
  });

  it('S2 a key JSON would drop (undefined) is absent after the trip too, not null', () => {
    const list = [
      { a: 1, b: undefined },
      { a: 2, b: undefined },
    ];
    expect(carried(list)).toStrictEqual([{ a: 1 }, { a: 2 }]);
    expect(
      carried([
        { a: 1, b: undefined },
        { a: 2, b: 3 },
      ]),
    ).toStrictEqual([{ a: 1 }, { a: 2, b: 3 }]);
  });

  it('a value that uses the marker as a key is not packed (the caller sends it as it is)', () => {
    expect(packRecords({ list: [{ '\u0000': 1 }, { '\u0000': 2 }] })).toBeNull();
    expect(packRecords({ nested: { '\u0000': 'x' } })).toBeNull();
  });

  it('S2 any JSON value comes back as JSON would carry it', () => {
    // Records of a few keys, so lists often share their shape and get packed, nested and with nulls.
    const key = fc.constantFrom('id', 'name', 'quote', 'base', '400', 'n', 'c', '__proto__');
    const { json } = fc.letrec((tie) => ({
      json: fc.oneof(
        { depthSize: 'small' },
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.string(),
        fc.boolean(),
        fc.constant(null),
        tie('list'),
        tie('record'),
        tie('cards'),
      ),
      list: fc.array(tie('json'), { maxLength: 6 }),
      // Lists whose records share their keys (packed), some entries null.
      cards: fc.array(fc.oneof(fc.record({ id: tie('json'), quote: tie('json') }), fc.constant(null)), { maxLength: 6 }),
      record: fc.dictionary(key, tie('json'), { maxKeys: 3 }),
    }));
    fc.assert(
      fc.property(json, (value) => {
        expect(carried(value)).toEqual(throughJson(value));
      }),
      { numRuns: 500 },
    );
  });
});
