import { z } from 'zod';

// Rules an input must follow that JSON Schema cannot state: across fields (a window of at most 800 days,
// the confirmation equal to the password) or needing the data or the clock (a boat that exists, a day not
// yet past). Each is registered on the schema that reads the input, with the fields its refusal names in
// `errors`; /api/openapi.json lists them on the operation's 400 (query) or 422 (body) answer as `x-rules`
// (server/api/openapi.ts), so a request the document allows is never refused for a reason it does not
// give (issue 25). Everything JSON Schema can state (lengths, bounds, patterns) stays in the schema.

export interface InputRule {
  /** The rule in words, as the document shows it. */
  rule: string;
  /** The keys of the error answer's `errors` that a refusal under this rule uses. */
  fields: readonly string[];
}

const inputRules = z.registry<{ rules: readonly InputRule[] }>();

/** `schema`, described by its rules (the document shows them beside the fields) and registered with them. */
export function withRules<T extends z.ZodType>(schema: T, ...rules: InputRule[]): T {
  const described = schema.describe(rules.map((r) => r.rule).join('; '));
  inputRules.add(described, { rules });
  return described;
}

/** The rules registered on `schema` (none for most). */
export const rulesOf = (schema: z.ZodType | undefined): readonly InputRule[] => (schema && inputRules.get(schema)?.rules) ?? [];
