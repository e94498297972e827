import request from 'supertest';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { isoDateOf } from '../../src/contract/iso-date';
import { contractOf, drawForEveryOperation, type Auth, type Contract, type Json } from '../api/contract-fuzz';
import { codeAt } from '../../server/operators/totp';
import { mailedLink } from './accounts';

// Issue 25: the drawn-request contract test (tests/api/contract-fuzz.ts, in-process in
// tests/api/openapi-contract.test.ts) against the production build that global-setup starts, over HTTP:
// the bundler changes code, and only the build shows what it changed. Requests are drawn from the build's
// own /api/openapi.json and sent with the public site token (read from a page, as a browser gets it), a
// user's token, a console session or none. Bounded: BUILD_CONTRACT_RUNS requests per operation (a few hundred in all), seeded
// (CONTRACT_SEED, named on a failure).

// 4, not 8: the drawn requests' breadth is the in-process suite's (20 per operation, both engines); here each
// operation is sent through the bundle. With 8, a CI run on a host that gave half its CPU away (50 % steal)
// went past the test's 600 s (2026-11-29); 8 took 363 s beside a full CI run the same hour.
const RUNS = Number(process.env.BUILD_CONTRACT_RUNS ?? 4);
const base = () => inject('baseUrl');

// Each request comes from a client address of its own (the build trusts X-Forwarded-For, global-setup.ts):
// the drawn registrations, logins and forms must not use up the rate limits of the other suites' 127.0.0.1.
let lastAddress = 0;
function freshIp(): string {
  lastAddress += 1;
  return `10.25.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

const api = (token?: string) => ({
  post: (path: string, body: object) =>
    request(base())
      .post(`/api${path}`)
      .set({ 'X-Forwarded-For': freshIp(), ...(token ? { Authorization: `Bearer ${token}` } : {}) })
      .send(body),
  get: (path: string) =>
    request(base())
      .get(`/api${path}`)
      .set({ 'X-Forwarded-For': freshIp(), ...(token ? { Authorization: `Bearer ${token}` } : {}) }),
});

/** The token of the finish-registration link mailed to `email`, once the build's outbox has it. */
async function mailedFinishToken(email: string): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const link = mailedLink(email, 'finish-registration');
    if (link) return new URL(link).pathname.split('/').pop()!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No finish-registration mail to ${email}`);
}

/**
 * A new account on the build and its token, made as a visitor makes one (decision 034): register, then
 * open the link mailed to the address, which signs in. Not tests/e2e/accounts.ts's registeredUserToken:
 * that one registers from 127.0.0.1, whose allowance the other suites need.
 */
async function signUp(publicToken: string): Promise<{ email: string; password: string; token: string }> {
  const user = { email: `contract-${Date.now()}@example.com`, password: 'spinnaker-4-trade-winds' };
  const registered = await api(publicToken).post('/registration', {
    first_name: 'Contract',
    last_name: 'Test',
    ...user,
    password_confirmation: user.password,
  });
  expect(registered.status, registered.text).toBe(202);
  const finished = await api(publicToken).post('/finish-registration', { token: await mailedFinishToken(user.email) });
  expect(finished.status, finished.text).toBe(201);
  return { ...user, token: finished.body.token as string };
}

let contract: Contract;
let publicToken: string;
let user: { email: string; password: string; token: string };

/** The token of the last console invitation mailed to `email`, once the build's outbox has it. */
async function mailedInvitation(email: string): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const link = mailedLink(email, 'operator/invitation');
    if (link) return new URL(link).pathname.split('/').pop()!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No console invitation mail to ${email}`);
}

const OPERATOR_PASSWORD = 'forestay-9-backstay';

/**
 * Issue 27: console sessions on the build, made as staff make them — the owner global-setup bootstraps
 * accepts the mailed invitation and sets TOTP up; a second person, invited by the owner, stops before TOTP
 * (their sign-ins give "enrol" sessions). A full session is made again after a drawn sign-out ended it,
 * with the next TOTP step when one is free (a code is good once) or else a recovery code.
 */
const staff = {
  owner: 'owner@contract.e2e.example',
  learner: 'learner@contract.e2e.example',
  secret: '',
  recovery: [] as string[],
  lastStep: 0,
  full: '',
};

async function consoleSignUp(): Promise<void> {
  const accepted = await api(publicToken).post(`/operator/invitations/${await mailedInvitation(staff.owner)}`, {
    password: OPERATOR_PASSWORD,
    password_confirmation: OPERATOR_PASSWORD,
  });
  expect(accepted.status, accepted.text).toBe(200);
  const secret = await api(accepted.body.token).post('/operator/totp/secret', {});
  staff.secret = secret.body.secret as string;
  staff.lastStep = Math.floor(Date.now() / 30_000);
  const done = await api(accepted.body.token).post('/operator/totp', { code: codeAt(staff.secret, new Date()) });
  expect(done.status, done.text).toBe(200);
  staff.full = done.body.token as string;
  staff.recovery = done.body.recovery_codes as string[];
  const invited = await api(staff.full).post('/operator/people', { email: staff.learner, name: 'Learner', role: 'agent', language: 'en' });
  expect(invited.status, invited.text).toBe(201);
  const learner = await api(publicToken).post(`/operator/invitations/${await mailedInvitation(staff.learner)}`, {
    password: OPERATOR_PASSWORD,
    password_confirmation: OPERATOR_PASSWORD,
  });
  expect(learner.status, learner.text).toBe(200);
}

async function consoleSession(stage: 'password' | 'enrol' | 'full'): Promise<string> {
  if (stage === 'full' && (await api(staff.full).get('/operator/me')).status === 200) return staff.full;
  const email = stage === 'enrol' ? staff.learner : staff.owner;
  const signedIn = await api(publicToken).post('/operator/session', { email, password: OPERATOR_PASSWORD });
  expect(signedIn.status, signedIn.text).toBe(200);
  if (stage !== 'full') return signedIn.body.token as string;
  let step = Math.floor(Date.now() / 30_000);
  if (step <= staff.lastStep && staff.recovery.length === 0) {
    // No unused code left: the next 30-second step gives one.
    await new Promise((r) => setTimeout(r, (staff.lastStep + 1) * 30_000 - Date.now() + 100));
    step = Math.floor(Date.now() / 30_000);
  }
  const second =
    step > staff.lastStep
      ? await api(signedIn.body.token).post('/operator/session/code', { code: codeAt(staff.secret, new Date()) })
      : await api(signedIn.body.token).post('/operator/session/recovery-code', { code: staff.recovery.shift() });
  if (step > staff.lastStep) staff.lastStep = step;
  expect(second.status, second.text).toBe(200);
  staff.full = second.body.token as string;
  return staff.full;
}

beforeAll(async () => {
  const page = await request(base()).get('/en/faq');
  publicToken = /"publicToken":"([^"]+)"/.exec(page.text)?.[1] ?? '';
  expect(publicToken).not.toBe('');
  contract = contractOf((await request(base()).get('/api/openapi.json')).body);
  user = await signUp(publicToken);
  await consoleSignUp();
}, 60_000);

describe('the production build against its own OpenAPI document (issue 25)', () => {
  it(`every operation: ${RUNS} drawn requests each get a documented, schema-valid answer and no 5xx`, async () => {
    // A drawn /logout or /logout-everywhere revokes the user's token: after a call with it succeeded, the
    // next one checks it first and signs in again when it was.
    let maybeRevoked = false;
    const token = async (auth: Auth, op: Json) => {
      // A drawn sign-out would end the full session, and making one takes a fresh TOTP step or a recovery code:
      // sign-outs get a half-way session (answered 401). Their success on the build is the console test's
      // sign-out (operator-console.e2e.test.ts), and in-process the drawn suite's (openapi-contract.test.ts).
      if (auth === 'operator' && /^deleteOperatorSessions?$/.test(op.operationId)) return consoleSession('password');
      if (auth === 'operator') return consoleSession(op['x-session-stage']);
      if (auth !== 'user') return auth === 'site' ? publicToken : undefined;
      if (maybeRevoked && (await api(user.token).get('/profile')).status === 401) {
        const login = await api(publicToken).post('/login', { email: user.email, password: user.password });
        expect(login.status, login.text).toBe(200);
        user.token = login.body.token as string;
      }
      maybeRevoked = false;
      return user.token;
    };
    await drawForEveryOperation(contract, RUNS, isoDateOf(new Date()), async (operation, drawn) => {
      const res = await contract.send(base(), operation, drawn, { token, headers: () => ({ 'X-Forwarded-For': freshIp() }) });
      if (drawn.auth === 'user' && res.status < 300) maybeRevoked = true;
      contract.checkAnswer(operation, drawn, res);
    });
    // With 8 runs: about 115 s alone on a 2-core machine, 271–600+ s in CI runs (2026-11-28, -29).
  }, 600_000);
});
