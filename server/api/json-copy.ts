// What `JSON.parse(JSON.stringify(value))` gives, frozen, without the string in between. The in-process
// API transport hands loaders exactly what a remote caller would read (A1: no Date objects, no undefined
// fields, no shared references into the catalog model); going through a string was 5 % of the server's
// busy time on search pages (issue 15). json-copy.test.ts holds it to JSON's own answer.
//
// Frozen as it is made: the page data cache shares an answer between requests and so freezes it, and a
// second walk over the answer to do that cost as much again as the copy (issue 31). A loader treats an
// answer as read-only either way; a shared one was already frozen.

export function frozenJsonCopy(value: unknown): unknown {
  return copy(value, '') ?? null;
}

/** `key` is the property's name, or its index in a list: made a string only for a toJSON that is given it. */
function copy(input: unknown, key: string | number): unknown {
  let value = input;
  if (typeof value === 'object' && value !== null && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    value = (value as { toJSON(key: string): unknown }).toJSON(String(key));
  }
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      // JSON writes NaN and the infinities as null, and -0 as 0.
      return Number.isFinite(value) ? value + 0 : null;
    case 'bigint':
      throw new TypeError('Do not know how to serialize a BigInt');
    case 'object': {
      if (value === null) return null;
      if (Array.isArray(value)) {
        const out: unknown[] = new Array(value.length);
        for (let i = 0; i < value.length; i++) out[i] = copy(value[i], i) ?? null;
        return Object.freeze(out);
      }
      if (value instanceof Number || value instanceof String || value instanceof Boolean) return copy(value.valueOf(), key);
      const out: Record<string, unknown> = {};
      for (const name of Object.keys(value)) {
        const item = copy((value as Record<string, unknown>)[name], name);
        if (item === undefined) continue;
        // JSON.parse makes "__proto__" an own property; an assignment would set the prototype.
        if (name === '__proto__') Object.defineProperty(out, name, { value: item, enumerable: true, writable: true, configurable: true });
        else out[name] = item;
      }
      return Object.freeze(out);
    }
    default:
      return undefined; // undefined, functions and symbols are left out (null inside an array)
  }
}
