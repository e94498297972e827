import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { z } from 'zod';
import { issueToken, userForToken } from '../../server/accounts/token-store';
import { endpoints } from '../../server/api/endpoints';
import { openApiPath } from '../../server/api/openapi';
import type { DatabaseHandle } from '../../server/db/client';
import { TEST_TOKEN, testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { freshIp, registerUser } from './accounts-helpers';
import { sessionMinter } from './operators-fixtures';
import { contractOf, drawForEveryOperation, type Contract, type Drawn, type Json, type Operation } from './contract-fuzz';

// Issue 14 (7–9), what Schemathesis checked, in the repository: requests drawn from /api/openapi.json for
// every operation, sent to the app in-process and their answers checked (tests/api/contract-fuzz.ts; the
// same against the production build: tests/e2e/build-contract.test.ts). Here the server's own schemas are
// also applied to every drawn request: one the document allows that they refuse, for anything but a rule
// the document gives (`x-rules`), means the contract is looser than the server. CONTRACT_RUNS sets the
// requests per operation, CONTRACT_SEED repeats a run.

const TODAY = '2026-06-01';
const RUNS = Number(process.env.CONTRACT_RUNS ?? 20);

let app: Express;
let database: DatabaseHandle;
let doc: Json;
let contract: Contract;
let userId: number;
let mintSession: ReturnType<typeof sessionMinter>;

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 12, today: TODAY });
  const now = () => new Date(`${TODAY}T10:00:00Z`);
  ({ app } = await testApp({ TRUST_PROXY: 'true' }, { database, now, mailer: { send: async () => {} } }));
  doc = (await request(app).get('/api/openapi.json')).body;
  contract = contractOf(doc);
  const user = await registerUser(app);
  userId = (await userForToken(database.db, user.token, now()))!.id;
  mintSession = sessionMinter(database, now);
}, 120_000);
afterAll(() => database.close());

/** The server's own schemas, as the dispatcher applies them, on what the document allowed; rules it gives aside. */
function serverSchemaIssues({ method, path, op }: Operation, drawn: Drawn): string[] {
  const endpoint = endpoints.find((e) => e.method === method && openApiPath(e.path) === path);
  if (!endpoint) return [];
  const parts: [string, z.ZodType | undefined, unknown, string[]][] = [
    ['params', endpoint.schemas.params, drawn.params, []],
    ['query', endpoint.schemas.query, drawn.query, contract.ruleFields(op, 400)],
    ['body', endpoint.schemas.body, drawn.body, contract.ruleFields(op, 422)],
  ];
  return parts.flatMap(([part, schema, value, ruled]) => {
    const result = schema?.safeParse(value);
    const issues = result && !result.success ? result.error.issues : [];
    return issues.filter((i) => !ruled.includes(String(i.path[0]))).map((i) => `${part}.${i.path.join('.')}: ${i.message}`);
  });
}

describe('the API against its own OpenAPI document (issue 14: 7–9, Schemathesis-style)', () => {
  it('documents every operation it is tested on', () => {
    // More than the 37 of the table would mean a document this test reads wrongly.
    expect(contract.operations().length).toBe(endpoints.length + 1);
  });

  it.each([['every operation']])(
    `%s: ${RUNS} drawn requests each get a documented, schema-valid answer and no 5xx`,
    async () => {
      // A user's token may be revoked by a drawn /logout: each request gets a fresh one.
      const options = {
        token: async (auth: Drawn['auth'], op: Json) =>
          auth === 'site'
            ? TEST_TOKEN
            : auth === 'user'
              ? await issueToken(database.db, userId, new Date(`${TODAY}T10:00:00Z`))
              : auth === 'operator'
                ? await mintSession(op['x-session-stage'])
                : undefined,
        headers: () => ({ 'X-Forwarded-For': freshIp() }),
      };
      await drawForEveryOperation(contract, RUNS, TODAY, async (operation, drawn) => {
        expect(
          serverSchemaIssues(operation, drawn),
          `the contract is looser than the server: ${operation.name} ${JSON.stringify(drawn)}`,
        ).toEqual([]);
        contract.checkAnswer(operation, drawn, await contract.send(app, operation, drawn, options));
      });
    },
    240_000,
  );
});
