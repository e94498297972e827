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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys whose values JSON keeps (undefined is dropped by JSON.stringify, so it counts as absent). */
const keysOf = (record: Record<string, unknown>) => Object.keys(record).filter((k) => record[k] !== undefined);

class MarkerInData extends Error {}

/** The keys every record of the list has, in the first one's order; null when they differ or there is no record. */
function sharedKeys(list: readonly unknown[]): string[] | null {
  let keys: string[] | null = null;
  for (const entry of list) {
    if (entry === null) continue;
    if (!isRecord(entry)) return null;
    const own = keysOf(entry);
    if (keys === null) keys = own;
    else if (own.length !== keys.length || !keys.every((k) => entry[k] !== undefined)) return null;
  }
  return keys !== null && keys.length > 0 ? keys : null;
}

function pack(value: unknown): unknown {
  if (Array.isArray(value)) {
    const keys = value.length > 1 ? sharedKeys(value) : null;
    if (keys === null) return value.map(pack);
    const records = value.filter(isRecord);
    const nulls = value.flatMap((entry, i) => (entry === null ? [i] : []));
    if (keys.includes(MARKER)) throw new MarkerInData();
    const packed: PackedList = { [MARKER]: keys, c: keys.map((k) => pack(records.map((r) => r[k]))) };
    if (nulls.length > 0) packed.n = nulls;
    return packed;
  }
  if (isRecord(value)) {
    if (MARKER in value) throw new MarkerInData();
    // fromEntries defines each key as the record's own, "__proto__" included (an assignment would not).
    return Object.fromEntries(keysOf(value).map((key) => [key, pack(value[key])]));
  }
  return value;
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

/** The value `packRecords` was given (as JSON carries it: without undefined values). */
export function unpackRecords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unpackRecords);
  if (!isRecord(value)) return value;
  if (MARKER in value) {
    const { [MARKER]: keys, c, n = [] } = value as unknown as PackedList;
    const columns = c.map((column) => unpackRecords(column) as unknown[]);
    const count = (columns[0]?.length ?? 0) + n.length;
    const list: unknown[] = [];
    const nulls = new Set(n);
    let row = 0;
    for (let i = 0; i < count; i++) {
      if (nulls.has(i)) {
        list.push(null);
        continue;
      }
      const at = row++;
      list.push(Object.fromEntries(keys.map((key, k) => [key, columns[k]![at]])));
    }
    return list;
  }
  return Object.fromEntries(Object.keys(value).map((key) => [key, unpackRecords(value[key])]));
}
