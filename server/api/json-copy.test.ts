import { describe, expect, it } from 'vitest';
import { frozenJsonCopy } from './json-copy';

const viaString = (value: unknown) => JSON.parse(JSON.stringify(value) ?? 'null') as unknown;

describe('frozenJsonCopy (A1: loaders read what a remote caller would)', () => {
  const cases: [string, unknown][] = [
    ['plain values', { a: 1, b: 'x', c: true, d: null, e: [1, 'two', false, null] }],
    ['dates become ISO strings', { at: new Date(Date.UTC(2027, 5, 5, 12)), list: [new Date(0)] }],
    [
      'undefined, functions and symbols: dropped from objects, null in arrays',
      { u: undefined, f: () => 1, s: Symbol('s'), list: [undefined, () => 1, Symbol('t')] },
    ],
    [
      'numbers JSON cannot write',
      { nan: Number.NaN, inf: Number.POSITIVE_INFINITY, neg: Number.NEGATIVE_INFINITY, zero: -0, list: [Number.NaN, -0] },
    ],
    ['toJSON with its key', { custom: { toJSON: (key: string) => `key:${key}` }, list: [{ toJSON: (key: string) => `at:${key}` }] }],
    ['boxed primitives', { n: Object(4), s: Object('text'), b: Object(false) }],
    ['own properties only, not inherited ones', Object.assign(Object.create({ inherited: 1 }) as object, { own: 2 })],
    ['maps and sets are empty objects', { map: new Map([[1, 2]]), set: new Set([1]) }],
    ['integer-like keys and __proto__', JSON.parse('{"b":1,"2":2,"a":3,"1":4,"__proto__":{"x":1}}')],
    ['nested answer', { data: [{ id: 1, quote: { total: 3985, dates: undefined }, base: { lat: 37.71, lng: 24.053 } }], total: 843 }],
    ['top-level primitives', 'text'],
    ['top-level undefined', undefined],
  ];
  for (const [name, value] of cases) {
    it(name, () => {
      const copied = frozenJsonCopy(value);
      expect(copied).toStrictEqual(viaString(value));
      expect(JSON.stringify(copied)).toBe(JSON.stringify(viaString(value)));
    });
  }

  it('shares nothing with the original, which stays as it was', () => {
    const inner = { n: 1 };
    const original = { inner, list: [inner] };
    const copied = frozenJsonCopy(original) as typeof original;
    expect(copied.inner).not.toBe(inner);
    expect(copied.list[0]).not.toBe(inner);
    expect(Object.isFrozen(inner)).toBe(false);
    expect(Object.isFrozen(original.list)).toBe(false);
    inner.n = 2;
    expect(copied.inner.n).toBe(1);
  });

  it('is frozen all through: every record and list of the copy', () => {
    const copied = frozenJsonCopy({ data: [{ id: 1, quote: { total: 3985, extras: [{ name: 'Skipper' }] } }], at: new Date(0) });
    const unfrozen: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value !== 'object' || value === null) return;
      if (!Object.isFrozen(value)) unfrozen.push(path);
      for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
    };
    walk(copied, '$');
    expect(unfrozen).toEqual([]);
    expect(() => {
      (copied as { data: { id: number }[] }).data[0]!.id = 2;
    }).toThrow(TypeError);
  });

  it('keeps __proto__ as an own property, as JSON.parse does', () => {
    const copied = frozenJsonCopy(JSON.parse('{"__proto__":{"polluted":true}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copied)).toBe(Object.prototype);
    expect(Object.keys(copied)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a BigInt as JSON does', () => {
    expect(() => frozenJsonCopy({ n: 1n })).toThrow(TypeError);
    expect(() => JSON.stringify({ n: 1n })).toThrow(TypeError);
  });
});
