import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import type { Mail } from '../../server/mail/mailer';
import { codeAt } from '../../server/operators/totp';
import { testDatabase } from '../setup/test-db';
import { testApp, TEST_TOKEN } from '../setup/test-app';
import { client, registerUser } from './accounts-helpers';
import { acceptAndEnrol, bootstrap, invitationTokenOf, makeCompany, TEST_SECRETS_KEY } from './operators-fixtures';

// Issue 27: the console's people — the first owner from the start's configuration, invitations, a password
// and a required second factor, sessions that end, roles, and one company never seeing another's.

let app: Express;
let config: Config;
let database: DatabaseHandle;
const mails: Mail[] = [];
let now = new Date('2026-11-27T10:00:00Z');
const clock = () => now;
const later = (ms: number) => (now = new Date(now.getTime() + ms));
const PASSWORD = 'mainsail-reef-42';

let companyA: number;
let companyB: number;
let ownerA: { token: string; secret: string; recoveryCodes: string[] };
let ownerB: { token: string; secret: string; recoveryCodes: string[] };

const del = (path: string, token: string) =>
  request(app)
    .delete(`/api${path}`)
    .set({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  database = await testDatabase();
  ({ app, config } = await testApp(
    { TRUST_PROXY: 'true', SECRETS_KEY: TEST_SECRETS_KEY },
    { database, now: clock, mailer: { send: async (mail) => void mails.push(mail) } },
  ));
  const a = await makeCompany(database, 'Alpha Charter');
  const b = await makeCompany(database, 'Bravo Yachting');
  companyA = a.id;
  companyB = b.id;
  await bootstrap(config, database, mails, 'owner@alpha.example', a.slug, now);
  ownerA = await acceptAndEnrol(app, invitationTokenOf(mails, 'owner@alpha.example'), PASSWORD, clock);
  await bootstrap(config, database, mails, 'owner@bravo.example', b.slug, now);
  later(60_000);
  ownerB = await acceptAndEnrol(app, invitationTokenOf(mails, 'owner@bravo.example'), PASSWORD, clock);
}, 60_000);
afterAll(async () => database.close());

describe('the first owner (issue 27: OPERATOR_BOOTSTRAP_EMAIL creates the owner and mails the invitation)', () => {
  it('mails a one-time link in the invitee’s language naming the company and the role', () => {
    const mail = mails.find((m) => m.to === 'owner@alpha.example')!;
    expect(mail.subject).toContain('Alpha Charter');
    expect(mail.text).toContain('https://bluewater.test/en/operator/invitation/');
    expect(mail.text).toContain('owner');
  });

  it('a second start with the same address changes nothing', async () => {
    const before = mails.length;
    await bootstrap(config, database, mails, 'owner@alpha.example', 'whatever', now);
    expect(mails.length).toBe(before);
  });

  it('a start naming a company that does not exist creates it with that name and makes the owner its own', async () => {
    await bootstrap(config, database, mails, 'owner@charlie.example', 'Charlie Sailing Ltd', now);
    const rows = await database.db.execute(
      sql`select c.legal_name, o.role from operators o join companies c on c.id = o.company_id where o.email = 'owner@charlie.example'`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ legal_name: 'Charlie Sailing Ltd', role: 'owner' }]);
  });

  it('the invitation link works once', async () => {
    const token = invitationTokenOf(mails, 'owner@alpha.example');
    const again = await client(app).post(`/operator/invitations/${token}`, { password: PASSWORD, password_confirmation: PASSWORD });
    expect(again.status).toBe(404);
    expect((await client(app).get(`/operator/invitations/${token}`)).status).toBe(404);
  });
});

describe('signing in (issue 27: password, then a TOTP code; ASVS 5.0 V6 level 2)', () => {
  it('a wrong password and an unknown address get the same 401', async () => {
    const wrong = await client(app).post('/operator/session', { email: 'owner@alpha.example', password: 'not-the-password' });
    const unknown = await client(app).post('/operator/session', { email: 'nobody@alpha.example', password: 'not-the-password' });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('the password alone reaches nothing but the second factor; the code gives a new token for the console', async () => {
    later(60_000);
    const c = client(app);
    const first = await c.post('/operator/session', { email: 'owner@alpha.example', password: PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body.stage).toBe('password');
    const blocked = await c.get('/operator/me', first.body.token);
    expect(blocked.status).toBe(401);
    expect(blocked.body.code).toBe('code_needed');
    const second = await c.post('/operator/session/code', { code: codeAt(ownerA.secret, now) }, first.body.token);
    expect(second.status).toBe(200);
    expect(second.body.token).not.toBe(first.body.token);
    const me = await c.get('/operator/me', second.body.token);
    expect(me.status).toBe(200);
    expect(me.body.operator).toMatchObject({ email: 'owner@alpha.example', role: 'owner' });
    expect(me.body.company.trading_name).toBe('Alpha Charter');
    // The half-way token died with the step up.
    expect((await c.post('/operator/session/code', { code: codeAt(ownerA.secret, now) }, first.body.token)).status).toBe(401);
  });

  it('a code is good once: the same code in a second sign-in is refused', async () => {
    later(60_000);
    const c = client(app);
    const code = codeAt(ownerA.secret, now);
    const one = await c.post('/operator/session', { email: 'owner@alpha.example', password: PASSWORD });
    expect((await c.post('/operator/session/code', { code }, one.body.token)).status).toBe(200);
    const two = await c.post('/operator/session', { email: 'owner@alpha.example', password: PASSWORD });
    const replay = await c.post('/operator/session/code', { code }, two.body.token);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('code_wrong');
  });

  it('the fifth wrong code ends the half-way session', async () => {
    const c = client(app);
    const s = await c.post('/operator/session', { email: 'owner@alpha.example', password: PASSWORD });
    for (let i = 0; i < 4; i++)
      expect((await c.post('/operator/session/code', { code: '000000' }, s.body.token)).body.code).toBe('code_wrong');
    const fifth = await c.post('/operator/session/code', { code: '000000' }, s.body.token);
    expect(fifth.body.code).toBe('session_ended');
    expect((await c.post('/operator/session/code', { code: codeAt(ownerA.secret, later(60_000)) }, s.body.token)).status).toBe(401);
  });

  it('a recovery code stands in for the phone, once', async () => {
    const c = client(app);
    const [code] = ownerA.recoveryCodes;
    const s1 = await c.post('/operator/session', { email: 'owner@alpha.example', password: PASSWORD });
    const used = await c.post('/operator/session/recovery-code', { code: code!.toUpperCase() }, s1.body.token);
    expect(used.status).toBe(200);
    const s2 = await c.post('/operator/session', { email: 'owner@alpha.example', password: PASSWORD });
    expect((await c.post('/operator/session/recovery-code', { code }, s2.body.token)).status).toBe(401);
  });

  it('a malformed code is a 422 naming the field', async () => {
    const c = client(app);
    const s = await c.post('/operator/session', { email: 'owner@alpha.example', password: PASSWORD });
    const bad = await c.post('/operator/session/code', { code: '12ab' }, s.body.token);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['code']);
  });
});

describe('sessions end (issue 27: sessions expire; sign out everywhere)', () => {
  async function fullSession() {
    later(60_000);
    const c = client(app);
    const s = await c.post('/operator/session', { email: 'owner@alpha.example', password: PASSWORD });
    return (await c.post('/operator/session/code', { code: codeAt(ownerA.secret, now) }, s.body.token)).body.token as string;
  }

  it('after 30 minutes without a call', async () => {
    const token = await fullSession();
    later(29 * 60_000);
    expect((await client(app).get('/operator/me', token)).status).toBe(200);
    later(31 * 60_000);
    expect((await client(app).get('/operator/me', token)).status).toBe(401);
  });

  it('signing out ends this session; signing out everywhere ends the others too', async () => {
    const one = await fullSession();
    const two = await fullSession();
    const three = await fullSession();
    expect((await del('/operator/session', one)).status).toBe(200);
    expect((await client(app).get('/operator/me', one)).status).toBe(401);
    expect((await client(app).get('/operator/me', two)).status).toBe(200);
    expect((await del('/operator/sessions', three)).status).toBe(200);
    expect((await client(app).get('/operator/me', two)).status).toBe(401);
    ownerA.token = await fullSession();
  });

  it('console tokens reach only the console, and visitors’ tokens never reach it', async () => {
    const visitor = await registerUser(app);
    expect((await client(app).get('/operator/me', visitor.token)).status).toBe(401);
    expect((await client(app).get('/operator/me', TEST_TOKEN)).body.code).toBe('session_needed');
    expect((await client(app).get('/profile', ownerA.token)).status).toBe(401);
  });
});

describe('people and roles (issue 27: owners invite; managers and agents cannot)', () => {
  let manager: string;

  it('an owner invites a manager, who signs up with a password and TOTP', async () => {
    later(60_000);
    const invited = await client(app).post(
      '/operator/people',
      { email: 'mia@alpha.example', name: 'Mia Horvat', role: 'manager', language: 'de' },
      ownerA.token,
    );
    expect(invited.status).toBe(201);
    const mail = mails.filter((m) => m.to === 'mia@alpha.example').at(-1)!;
    expect(mail.text).toContain('/de/operator/invitation/');
    expect(mail.subject).toContain('Alpha Charter');
    const token = invitationTokenOf(mails, 'mia@alpha.example');
    const shown = await client(app).get(`/operator/invitations/${token}`);
    expect(shown.body).toMatchObject({ email: 'mia@alpha.example', role: 'manager', company: 'Alpha Charter' });
    manager = (await acceptAndEnrol(app, token, 'jib-sheet-winch-7', clock)).token;
    const people = await client(app).get('/operator/people', ownerA.token);
    expect(people.body.people.map((p: { email: string; status: string }) => [p.email, p.status])).toEqual([
      ['owner@alpha.example', 'active'],
      ['mia@alpha.example', 'active'],
    ]);
  });

  it('a manager may not list or invite people, nor read the audit trail (403, no data)', async () => {
    const list = await client(app).get('/operator/people', manager);
    expect(list.status).toBe(403);
    expect(list.body.people).toBeUndefined();
    expect(
      (await client(app).post('/operator/people', { email: 'x@alpha.example', name: 'X', role: 'agent', language: 'en' }, manager)).status,
    ).toBe(403);
    expect((await client(app).get('/operator/audit', manager)).status).toBe(403);
  });

  it('an address that has a console account cannot be invited again', async () => {
    const again = await client(app).post(
      '/operator/people',
      { email: 'owner@bravo.example', name: 'B', role: 'agent', language: 'en' },
      ownerA.token,
    );
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors)).toEqual(['email']);
  });

  it('an invitation with a weak password is refused and stays open', async () => {
    await client(app).post('/operator/people', { email: 'ivo@alpha.example', name: 'Ivo', role: 'agent', language: 'en' }, ownerA.token);
    const token = invitationTokenOf(mails, 'ivo@alpha.example');
    const weak = await client(app).post(`/operator/invitations/${token}`, {
      password: 'ivo@alpha.example',
      password_confirmation: 'ivo@alpha.example',
    });
    expect(weak.status).toBe(422);
    expect((await client(app).get(`/operator/invitations/${token}`)).status).toBe(200);
  });
});

describe('isolation and the audit trail (issue 27: a company sees only its own; the trail cannot be edited)', () => {
  it('each owner sees only their company’s people and audit entries', async () => {
    later(60_000);
    const c = client(app);
    const s = await c.post('/operator/session', { email: 'owner@bravo.example', password: PASSWORD });
    ownerB.token = (await c.post('/operator/session/code', { code: codeAt(ownerB.secret, now) }, s.body.token)).body.token;
    const peopleB = await client(app).get('/operator/people', ownerB.token);
    expect(peopleB.body.people.map((p: { email: string }) => p.email)).toEqual(['owner@bravo.example']);
    const auditB = await client(app).get('/operator/audit', ownerB.token);
    const auditA = await client(app).get('/operator/audit', ownerA.token);
    const idsA = new Set(auditA.body.entries.map((e: { id: number }) => e.id));
    expect(auditB.body.entries.length).toBeGreaterThan(0);
    expect(auditB.body.entries.every((e: { id: number }) => !idsA.has(e.id))).toBe(true);
    expect(JSON.stringify(auditB.body)).not.toContain('alpha.example');
  });

  it('records who did what: the bootstrap, the accepted invitation, TOTP turned on and the invitation of a person', async () => {
    const audit = await client(app).get('/operator/audit', ownerA.token);
    const actions = audit.body.entries.map((e: { action: string; operator: string | null }) => [e.action, e.operator]).reverse();
    expect(actions.slice(0, 3)).toEqual([
      ['operator.bootstrapped', null],
      ['operator.invitation_accepted', 'owner'],
      ['operator.two_factor_enabled', 'owner'],
    ]);
    const invited = audit.body.entries
      .filter((e: { action: string }) => e.action === 'operator.invited')
      .map((e: { after: unknown }) => e.after);
    expect(invited).toContainEqual({ email: 'mia@alpha.example', name: 'Mia Horvat', role: 'manager', language: 'de' });
  });

  it('the database refuses to change or delete an audit entry', async () => {
    // Drizzle wraps the database's error; its cause is PostgreSQL's own message.
    const refusal = (query: ReturnType<typeof sql>) =>
      database.db.execute(query).then(
        () => 'allowed',
        (err: Error & { cause?: Error }) => (err.cause ?? err).message,
      );
    expect(await refusal(sql`update audit_log set action = 'x'`)).toMatch(/cannot be changed/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/cannot be changed/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/cannot be changed/);
  });

  it('a bad audit page is a 400', async () => {
    expect((await client(app).get('/operator/audit?before=abc', ownerA.token)).status).toBe(400);
    expect((await client(app).get(`/operator/audit?company=${companyB}`, ownerA.token)).status).toBe(400);
    expect(companyA).not.toBe(companyB);
  });
});
