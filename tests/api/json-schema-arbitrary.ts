import fc from 'fast-check';
import { MULTI_LINE, NOT_BLANK, SINGLE_LINE } from '../../src/contract/text-input';

// fast-check arbitraries for the JSON Schemas of /api/openapi.json, for the contract test: every value drawn
// is valid against its schema, as Schemathesis would draw it (types, enums, const, formats, patterns,
// lengths, bounds, required and optional properties, anyOf/oneOf). Strings come from their most specific
// pattern (fc.stringMatching); the text patterns every string has (no control characters, not blank) only
// filter. Sizes stay small: the point is every rule, not long values.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON Schema read from the document: any keyword may be walked
export type JsonSchema = Record<string, any>;

const FILTER_ONLY = new Set([SINGLE_LINE.source, MULTI_LINE.source, NOT_BLANK.source]);
const MAX_STRING = 40;
const MAX_ITEMS = 4;

/** Length as JSON Schema counts it: in code points. */
const codePoints = (value: string) => [...value].length;

function patternsOf(schema: JsonSchema): string[] {
  return [schema.pattern, ...((schema.allOf ?? []) as JsonSchema[]).map((s) => s.pattern)].filter(
    (p): p is string => typeof p === 'string',
  );
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const patterns = patternsOf(schema).map((p) => new RegExp(p, 'u'));
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? Number.POSITIVE_INFINITY, Math.max(MAX_STRING, min));
  const generators = patterns.filter((p) => !FILTER_ONLY.has(p.source));
  let base: fc.Arbitrary<string>;
  if (generators.length > 0) base = fc.stringMatching(generators.at(-1)!, { size: 'small' });
  else if (schema.format === 'email') base = fc.stringMatching(/^[a-z0-9]{1,8}(?:\.[a-z0-9]{1,5})?@[a-z0-9]{1,8}\.[a-z]{2,4}$/);
  else if (schema.format === 'uri') base = fc.webUrl({ validSchemes: ['https'] });
  else {
    // Any text: printable ASCII, whole graphemes of any script, and any code point (control characters,
    // which the text patterns then filter out, included).
    const length = { minLength: min, maxLength: max };
    base = fc.oneof(fc.string(length), fc.string({ ...length, unit: 'grapheme' }), fc.string({ ...length, unit: 'binary' }));
  }
  return base.filter(
    (v) => codePoints(v) >= min && codePoints(v) <= (schema.maxLength ?? Number.POSITIVE_INFINITY) && patterns.every((p) => p.test(v)),
  );
}

function objectArbitrary(schema: JsonSchema, resolve: (s: JsonSchema) => JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set<string>(schema.required ?? []);
  const entries = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)
    // `not: {}`: the property must be left out (google-auth's other ways of signing in).
    .filter(([, property]) => !(property.not && Object.keys(property.not).length === 0));
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of entries) record[name] = arbitraryFor(property, resolve);
  return fc.record(record, { requiredKeys: entries.map(([name]) => name).filter((name) => required.has(name)) });
}

/** The least value allowed (`exclusiveMinimum` is a step above its bound). */
const lowest = (schema: JsonSchema, step: number): number | undefined =>
  schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + step : undefined);
const highest = (schema: JsonSchema, step: number): number | undefined =>
  schema.maximum ?? (typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - step : undefined);

/** An arbitrary of values valid against `schema`; `resolve` follows `$ref`s. */
export function arbitraryFor(input: JsonSchema, resolve: (s: JsonSchema) => JsonSchema): fc.Arbitrary<unknown> {
  const schema = resolve(input);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (branches) {
    // Properties beside a oneOf (hoisted by server/api/openapi.ts) belong to every branch.
    const shared = { properties: schema.properties ?? {}, required: schema.required ?? [] };
    return fc.oneof(
      ...branches.map((b) => {
        const branch = resolve(b);
        return arbitraryFor(
          branch.type === 'object'
            ? {
                ...branch,
                properties: { ...shared.properties, ...branch.properties },
                required: [...shared.required, ...(branch.required ?? [])],
              }
            : branch,
          resolve,
        );
      }),
    );
  }
  const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'string'];
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return fc.integer({ min: lowest(schema, 1) ?? -1_000_000, max: highest(schema, 1) ?? 1_000_000 });
        case 'number':
          return fc.double({ min: lowest(schema, 1e-6) ?? -1e6, max: highest(schema, 1e-6) ?? 1e6, noNaN: true, noDefaultInfinity: true });
        case 'array':
          return fc.array(arbitraryFor(schema.items ?? {}, resolve), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? MAX_ITEMS, Math.max(MAX_ITEMS, schema.minItems ?? 0)),
          });
        case 'object':
          return objectArbitrary(schema, resolve);
        default:
          return stringArbitrary(schema);
      }
    }),
  );
}
