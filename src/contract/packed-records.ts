// Lists of records as columns, for the state a document carries (issue 15, decision 032). A list of 20
// cards repeats each of its 40 keys 20 times: half of the cards' JSON was their keys. Packed, a list of
// records with the same keys is those keys once and a column of values per key; a column of records
// (a card's quote, its base) is packed the same way, so nested keys are written once too. Everything
// else (numbers, strings, lists of values, records of other shapes) is kept as it is.
//
//   [{ id: 1, base: { name: 'A' } }, { id: 2, base: null }]
//   → { '\u0000': ['id', 'base'], c: [[1, 2], { '\u0000': ['name'], c: [['A']], n: [1] }] }
//
// The marker key is a control character no API answer uses as a key; `packRecords` answers null for a value
// that has it anywhere, and the caller then sends the value as it is.

const MARKER = '\u0000';

interface PackedList {
  [MARKER]: string[];
  /** A column per key, in the order of the keys, for the records that are not null. */
  c: unknown[];
  /** The positions of the null entries, when there are any. */
  n?: number[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

class MarkerInData extends Error {}

/**
 * The keys every record of the list has (undefined counts as absent: JSON drops it), in the first one's
 * order; null when they differ, when an entry is neither a record nor null, or when there is no record.
 */
function sharedKeys(list: readonly unknown[]): string[] | null {
  let keys: string[] | null = null;
  for (const entry of list) {
    if (entry === null) continue;
    if (!isRecord(entry)) return null;
    if (keys === null) {
      keys = Object.keys(entry).filter((k) => entry[k] !== undefined);
      if (keys.length === 0) return null;
      continue;
    }
    for (const k of keys) if (entry[k] === undefined) return null;
    // Every key of the first is here; more keys than it has (not undefined ones) is another shape.
    const own = Object.keys(entry);
    if (own.length !== keys.length && own.filter((k) => entry[k] !== undefined).length !== keys.length) return null;
  }
  return keys;
}

/** Copy on write: a value with nothing to pack inside is returned as it is (the server's data is not changed). */
function pack(value: unknown): unknown {
  if (Array.isArray(value)) {
    const keys = value.length > 1 ? sharedKeys(value) : null;
    if (keys !== null) return packList(value, keys);
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const entry: unknown = value[i];
      const packed = typeof entry === 'object' && entry !== null ? pack(entry) : entry;
      if (out === null && packed !== entry) out = value.slice(0, i);
      out?.push(packed);
    }
    return out ?? value;
  }
  if (!isRecord(value)) return value;
  let out: Record<string, unknown> | null = null;
  for (const key of Object.keys(value)) {
    if (key === MARKER) throw new MarkerInData();
    const child = value[key];
    if (typeof child !== 'object' || child === null) continue;
    const packed = pack(child);
    if (packed === child) continue;
    // A spread copy keeps an own "__proto__" as a data property, so assigning to it keeps it one.
    out ??= { ...value };
    out[key] = packed;
  }
  return out ?? value;
}

function packList(list: readonly unknown[], keys: string[]): PackedList {
  if (keys.includes(MARKER)) throw new MarkerInData();
  const records = list.filter(isRecord);
  const columns = keys.map((key) => pack(records.map((record) => record[key])));
  const nulls: number[] = [];
  list.forEach((entry, i) => entry === null && nulls.push(i));
  return nulls.length > 0 ? { [MARKER]: keys, c: columns, n: nulls } : { [MARKER]: keys, c: columns };
}

/** `value` with its lists of records as columns; null if `value` uses the marker as a key anywhere. */
export function packRecords(value: unknown): unknown {
  try {
    return pack(value);
  } catch (err) {
    if (err instanceof MarkerInData) return null;
    throw err;
  }
}

/**
 * The value `packRecords` was given, as JSON carries it (without undefined values). It works in place:
 * `value` is JSON just parsed, which nothing else holds. Plain loops: building each record with
 * Object.fromEntries took twice as long (a render thread unpacks every page's state). Kept small: the
 * browser loads it on every page.
 */
export function unpackRecords(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const keys = record[MARKER] as string[] | undefined;
  if (keys) {
    const { c, n = [] } = record as unknown as PackedList;
    const columns = c.map((column) => unpackRecords(column) as unknown[]);
    const list: unknown[] = [];
    // `n` holds the null entries' positions, ascending.
    for (let row = 0, nulls = 0; list.length < columns[0]!.length + n.length;) {
      if (n[nulls] === list.length) {
        nulls++;
        list.push(null);
        continue;
      }
      const out: Record<string, unknown> = {};
      for (let k = 0; k < keys.length; k++) {
        const key = keys[k]!;
        // An assignment to "__proto__" would set the prototype; JSON makes it an own property.
        if (key === '__proto__')
          Object.defineProperty(out, key, { value: columns[k]![row], enumerable: true, writable: true, configurable: true });
        else out[key] = columns[k]![row];
      }
      list.push(out);
      row++;
    }
    return list;
  }
  // An own "__proto__" (from JSON.parse) is a data property: assigning to it keeps it one.
  for (const key in record) record[key] = unpackRecords(record[key]);
  return record;
}
