// Issue 27: a company's people's roles, apart from the zod schemas of operator-api.ts so the console's pages
// (which list them) load no zod (decision 011).
export const OPERATOR_ROLES = ['owner', 'manager', 'agent'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
