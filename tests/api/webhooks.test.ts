import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireStaleOptions } from '../../server/bookings/bookings-store';
import { selectRows } from '../../server/db/client';
import type { Config } from '../../server/config';
import { insertOperator } from '../../server/operators/operators-store';
import { startSession } from '../../server/operators/operator-sessions';
import { runWebhookPass, type WebhookContext } from '../../server/webhooks/webhook-worker';
import { WEBHOOK_MAX_ATTEMPTS as MAX_ATTEMPTS } from '../../src/contract/webhook-events';
import { testApp } from '../setup/test-app';
import request from 'supertest';
import { as, moneyWorld, reserve, type MoneyWorld } from './booking-money-fixtures';
import { freshIp } from './accounts-helpers';
import { bookingBody } from './bookings-fixtures';
import { makeCompany, TEST_SECRETS_KEY } from './operators-fixtures';

// Issue 29, signed webhooks out: owners add endpoints (managers and agents are refused; another company's
// endpoint is a 404); bad addresses are a 422; every event type fires from the real booking actions; a
// receiver that fails twice and then succeeds gets each event once, in order, signed as docs/webhooks.md
// says (the HMAC computed here independently); a delivery that keeps failing is given up after the cap and
// the line goes on; "send again" puts it back in line.

const TODAY = '2026-06-01';
let w: MoneyWorld;
/** A second app on the same database with WEBHOOKS_ALLOW_PRIVATE (the receivers are on 127.0.0.1). */
let lenient: Express;
let worker: WebhookContext;
/** The owner of another company: a fresh session each time (the tests move the clock past idle sessions). */
let strangerOwner: () => Promise<string>;

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  answered: number;
}

/** A receiver on 127.0.0.1 that answers `failFirst` requests with a 500, then 200 (or 500 forever). */
async function receiver(failFirst: number) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      const answered = received.length < failFirst ? 500 : 200;
      received.push({ headers: req.headers, body, answered });
      res.writeHead(answered).end(answered === 200 ? 'ok' : 'try later');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bluewater`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

beforeAll(async () => {
  w = await moneyWorld(TODAY);
  const mailer = { send: async () => {} };
  const made = await testApp(
    { TRUST_PROXY: 'true', SECRETS_KEY: TEST_SECRETS_KEY, WEBHOOKS_ALLOW_PRIVATE: 'true' },
    { database: w.database, now: () => w.clock.now, mailer },
  );
  lenient = made.app;
  worker = { config: made.config as Config, db: w.database.db, logger: pino({ level: 'silent' }), now: () => w.clock.now };
  const other = await makeCompany(w.database, 'Other Sails');
  const owner = await insertOperator(w.database.db, {
    companyId: other.id,
    email: `owner-${other.slug}@example.com`,
    name: 'Otto',
    role: 'owner',
  });
  strangerOwner = () => startSession(w.database.db, owner.id, 'full', w.clock.now);
}, 120_000);
afterAll(async () => w.database.close());

/** The console API as `token`: the money suites' `as` with PUT and DELETE. */
function staff(app: Express, token: string) {
  const auth = { Authorization: `Bearer ${token}`, 'X-Forwarded-For': freshIp() };
  return {
    ...as(app, token),
    put: (path: string, body: object) => request(app).put(`/api${path}`).set(auth).send(body),
    delete: (path: string) => request(app).delete(`/api${path}`).set(auth),
  };
}

const ALL = ['option.placed', 'booking.confirmed', 'booking.cancelled', 'option.expired', 'payment.received'];
const minutes = (n: number) => (w.clock.now = new Date(w.clock.now.getTime() + n * 60_000));
let nextWeek = 0;
const week = () => w.weeks[nextWeek++]!;

describe('webhook endpoints in the console (issue 29)', () => {
  it('owners add one and see its secret; managers and agents are refused; another company’s is a 404', async () => {
    const owner = await w.session('owner');
    const created = await as(lenient, owner).post('/operator/webhooks', { url: 'https://93.184.216.34/in', events: ['option.placed'] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_[\w-]{43}$/);
    const id = created.body.endpoint.id as number;
    expect(created.body.endpoint).toMatchObject({ url: 'https://93.184.216.34/in', events: ['option.placed'], enabled: true, pending: 0 });

    for (const who of ['manager', 'agent'] as const) {
      const session = await w.session(who);
      expect((await as(lenient, session).post('/operator/webhooks', { url: 'https://hooks.example.com/x', events: ALL })).status).toBe(403);
      expect((await as(lenient, session).get('/operator/webhooks')).status).toBe(403);
      expect((await as(lenient, session).get(`/operator/webhooks/${id}/deliveries`)).status).toBe(403);
    }
    const shown = await as(lenient, owner).get(`/operator/webhooks/${id}/secret`);
    expect(shown.body.secret).toBe(created.body.secret);
    const rotated = await as(lenient, owner).post(`/operator/webhooks/${id}/secret`, {});
    expect(rotated.body.secret).not.toBe(created.body.secret);
    expect((await as(lenient, owner).get(`/operator/webhooks/${id}/secret`)).body.secret).toBe(rotated.body.secret);

    const stranger = staff(lenient, await strangerOwner());
    expect((await stranger.get(`/operator/webhooks/${id}/secret`)).status).toBe(404);
    expect((await stranger.get(`/operator/webhooks/${id}/deliveries`)).status).toBe(404);
    expect((await stranger.post(`/operator/webhooks/${id}/secret`, {})).status).toBe(404);
    expect((await stranger.put(`/operator/webhooks/${id}`, { url: 'https://93.184.216.34/x', events: ALL, enabled: true })).status).toBe(
      404,
    );
    expect((await stranger.get('/operator/webhooks')).body.endpoints).toEqual([]);

    // The trail has every write, never the secret.
    const trail = await selectRows<{ action: string; before: unknown; after: unknown }>(
      w.database.db,
      sql`select action, before, after from audit_log where entity = 'webhook' and entity_id = ${String(id)} order by id`,
    );
    expect(trail.map((e) => e.action)).toEqual(['webhook.created', 'webhook.secret_rotated']);
    expect(JSON.stringify(trail)).not.toContain('whsec_');

    const list = await as(lenient, owner).get('/operator/webhooks');
    expect(list.body.endpoints.map((e: { id: number }) => e.id)).toContain(id);
    expect((await staff(lenient, owner).delete(`/operator/webhooks/${id}`)).status).toBe(200);
    expect((await as(lenient, owner).get('/operator/webhooks')).body.endpoints.map((e: { id: number }) => e.id)).not.toContain(id);
  });

  it('bad addresses and events are a 422: http:, local and private hosts without the switch, garbage', async () => {
    const owner = await w.session('owner');
    const strict = as(w.app, owner);
    for (const url of [
      'http://hooks.example.com/in',
      'https://localhost/in',
      'https://127.0.0.1:8443/in',
      'https://[::1]/in',
      'https://10.0.0.5/in',
      'https://169.254.169.254/latest/meta-data',
      'https://user:pw@hooks.example.com/',
      'not a url',
      '',
      'https://',
      `https://example.com/${'a'.repeat(2100)}`,
    ]) {
      const res = await strict.post('/operator/webhooks', { url, events: ['option.placed'] });
      expect(res.status, url).toBe(422);
      expect(res.body.errors.url, url).toBeDefined();
    }
    for (const events of [[], ['booking.reserved'], 'option.placed', null]) {
      const res = await strict.post('/operator/webhooks', { url: 'https://93.184.216.34/in', events });
      expect(res.status, JSON.stringify(events)).toBe(422);
    }
    // The switch lets private addresses through, never plain http to a public host.
    expect((await as(lenient, owner).post('/operator/webhooks', { url: 'http://hooks.example.com/in', events: ALL })).status).toBe(422);
  });
});

describe('deliveries (issue 29)', () => {
  it('a receiver that fails twice then succeeds gets every event type once, in order, signed', async () => {
    const hook = await receiver(2);
    const owner = await w.session('owner');
    const created = await as(lenient, owner).post('/operator/webhooks', { url: hook.url, events: ALL });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { secret } = created.body as { secret: string };
    const endpointId = created.body.endpoint.id as number;

    // The real booking actions: an option reserved, paid (→ confirmed) and cancelled by the visitor…
    const a = await reserve(w.app, week());
    const first = a.booking.payment_plan[0].amount as number;
    const paid = await as(w.app, await w.session('manager')).post(`/operator/bookings/${a.reference}/payments`, {
      amount: first,
      received_on: TODAY,
      method: 'bank_transfer',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await as(w.app).post(`/booking-access/${a.token}/cancel`, {})).status).toBe(200);
    // …an option the company releases…
    const b = await as(w.app).post('/bookings', bookingBody(week()));
    expect(b.status).toBe(201);
    const released = await as(w.app, await w.session('manager')).post(`/operator/bookings/${b.body.data.reference}/release`, {});
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    // …and an option whose hold ends, expired by the sweeper's function.
    const c = await as(w.app).post('/bookings', bookingBody(week()));
    expect(c.status).toBe(201);
    minutes(31);
    expect((await expireStaleOptions(w.database.db, w.clock.now)).length).toBeGreaterThan(0);

    expect(await runWebhookPass(worker)).toMatchObject({ queued: 8, delivered: 0 });
    expect(hook.received).toHaveLength(1);
    await runWebhookPass(worker);
    expect(hook.received, 'not before its next try').toHaveLength(1);
    minutes(1);
    await runWebhookPass(worker);
    expect(hook.received).toHaveLength(2);
    minutes(2);
    expect((await runWebhookPass(worker)).delivered).toBe(8);
    await runWebhookPass(worker);
    minutes(60);
    await runWebhookPass(worker);
    await hook.close();

    expect(hook.received.map((r) => r.answered)).toEqual([500, 500, 200, 200, 200, 200, 200, 200, 200, 200]);
    const ok = hook.received.filter((r) => r.answered === 200);
    const bodies = ok.map((r) => JSON.parse(r.body));
    expect(bodies.map((p) => [p.type, p.booking.reference])).toEqual([
      ['option.placed', a.reference],
      ['payment.received', a.reference],
      ['booking.confirmed', a.reference],
      ['booking.cancelled', a.reference],
      ['option.placed', b.body.data.reference],
      ['booking.cancelled', b.body.data.reference],
      ['option.placed', c.body.data.reference],
      ['option.expired', c.body.data.reference],
    ]);
    // Once each: every delivery id differs; the failed attempts were the first delivery's, with its id.
    const ids = ok.map((r) => r.headers['bluewater-delivery']);
    expect(new Set(ids).size).toBe(8);
    expect(hook.received[0]!.headers['bluewater-delivery']).toBe(ids[0]);
    expect(hook.received.slice(0, 3).map((r) => r.headers['bluewater-attempt'])).toEqual(['1', '2', '3']);
    for (const r of hook.received) {
      const { 'bluewater-signature': signature, 'bluewater-event': type } = r.headers as Record<string, string>;
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(signature))!;
      expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${r.body}`).digest('hex'));
      expect(type).toBe(JSON.parse(r.body).type);
      expect(JSON.parse(r.body).id).toBe(r.headers['bluewater-delivery']);
    }
    // What a payload names, and what it never does.
    expect(bodies[1].payment).toMatchObject({ amount: first, received_on: TODAY, method: 'bank_transfer' });
    expect(bodies[3].cancellation.by).toBe('customer');
    expect(bodies[5].cancellation.by).toBe('company');
    expect(bodies[5].booking.state).toBe('expired');
    expect(bodies[0].booking).toMatchObject({ state: 'option', boat: { name: expect.any(String) }, total: expect.any(Number) });
    expect(bodies[0].booking.option_expires_at).not.toBeNull();
    for (const r of ok) {
      expect(r.body).not.toContain(a.token);
      expect(r.body).not.toContain('@example.com');
      expect(r.body).not.toContain('Moreau');
    }

    // An hour and more later: a fresh session (console sessions end after 30 idle minutes).
    const later = await w.session('owner');
    const log = await as(lenient, later).get(`/operator/webhooks/${endpointId}/deliveries`);
    expect(log.status).toBe(200);
    expect(log.body.deliveries).toHaveLength(8);
    expect(log.body.deliveries.at(-1)).toMatchObject({
      event: 'option.placed',
      status: 'delivered',
      attempts: 3,
      response_code: 200,
      next_attempt_at: null,
    });
    expect(log.body.deliveries[0]).toMatchObject({ event: 'option.expired', status: 'delivered', attempts: 1 });
    expect(
      (await as(lenient, later).get(`/operator/webhooks/${endpointId}/deliveries?before=${log.body.deliveries[3].id}`)).body.deliveries,
    ).toHaveLength(4);

    // Switched off, nothing is queued for it; the endpoint is then deleted, its log with it.
    const off = await staff(lenient, later).put(`/operator/webhooks/${endpointId}`, { url: hook.url, events: ALL, enabled: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.enabled).toBe(false);
    expect((await staff(lenient, await strangerOwner()).delete(`/operator/webhooks/${endpointId}`)).status).toBe(404);
    expect((await staff(lenient, later).delete(`/operator/webhooks/${endpointId}`)).status).toBe(200);
    expect((await as(lenient, later).get(`/operator/webhooks/${endpointId}/deliveries`)).status).toBe(404);
  });

  it(`a delivery failing ${MAX_ATTEMPTS} times is marked failed and the later ones go on; "send again" puts it back`, async () => {
    const hook = await receiver(Number.MAX_SAFE_INTEGER);
    const owner = await w.session('owner');
    const created = await as(lenient, owner).post('/operator/webhooks', { url: hook.url, events: ['option.placed'] });
    const endpointId = created.body.endpoint.id as number;
    for (let i = 0; i < 2; i++) expect((await as(w.app).post('/bookings', bookingBody(week()))).status).toBe(201);

    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await runWebhookPass(worker);
      minutes(6 * 60);
    }
    // Three days later: a fresh session.
    const owner2 = await w.session('owner');
    const log = (await as(lenient, owner2).get(`/operator/webhooks/${endpointId}/deliveries`)).body.deliveries;
    const [second, first] = log;
    expect(first).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, response_code: 500, next_attempt_at: null });
    expect(first.error).toBe('http_status');
    expect(second).toMatchObject({ status: 'pending' });
    expect(second.attempts).toBeGreaterThan(0);
    // Only the first delivery until it was given up, then the second.
    const order = hook.received.map((r) => r.headers['bluewater-delivery']);
    expect(order.slice(0, MAX_ATTEMPTS).every((id) => id === first.delivery_id)).toBe(true);
    expect(order.slice(MAX_ATTEMPTS).every((id) => id === second.delivery_id)).toBe(true);

    expect(
      (await as(lenient, await w.session('manager')).post(`/operator/webhooks/${endpointId}/deliveries/${first.id}/resend`, {})).status,
    ).toBe(403);
    expect(
      (await staff(lenient, await strangerOwner()).post(`/operator/webhooks/${endpointId}/deliveries/${first.id}/resend`, {})).status,
    ).toBe(404);
    const again = await as(lenient, owner2).post(`/operator/webhooks/${endpointId}/deliveries/${first.id}/resend`, {});
    expect(again.body).toMatchObject({ status: 'pending', attempts: 0, delivery_id: first.delivery_id });
    const before = hook.received.length;
    await runWebhookPass(worker);
    expect(hook.received.at(-1)!.headers['bluewater-delivery']).toBe(first.delivery_id);
    expect(hook.received.length).toBe(before + 1);
    await hook.close();
  });

  it('a reservation the company cancels is booking.cancelled by the company, without its reason', async () => {
    const hook = await receiver(0);
    const owner = await w.session('owner');
    await as(lenient, owner).post('/operator/webhooks', { url: hook.url, events: ['booking.cancelled'] });
    const { reference } = await reserve(w.app, week());
    const cancelled = await as(w.app, await w.session('manager')).post(`/operator/bookings/${reference}/cancel`, {
      reason: 'Mast damaged, boat out of service',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await runWebhookPass(worker);
    await hook.close();
    expect(hook.received).toHaveLength(1);
    const body = JSON.parse(hook.received[0]!.body);
    expect(body).toMatchObject({ type: 'booking.cancelled', booking: { reference, state: 'cancelled' }, cancellation: { by: 'company' } });
    expect(hook.received[0]!.body).not.toContain('Mast');
  });

  it('two instances passing at once send each event once, in order', async () => {
    const hook = await receiver(0);
    const owner = await w.session('owner');
    const created = await as(lenient, owner).post('/operator/webhooks', { url: hook.url, events: ['option.placed'] });
    const endpointId = created.body.endpoint.id as number;
    const references: string[] = [];
    for (let i = 0; i < 3; i++) references.push((await as(w.app).post('/bookings', bookingBody(week()))).body.data.reference);
    const other = { ...worker, logger: pino({ level: 'silent' }) };
    for (let i = 0; i < 3; i++) await Promise.all([runWebhookPass(worker), runWebhookPass(other)]);
    await hook.close();
    expect(hook.received.map((r) => JSON.parse(r.body).booking.reference)).toEqual(references);
    // Turned off, it is sent nothing more; a new address is checked like a first one.
    const later = await w.session('owner');
    expect(
      (
        await staff(w.app, later).put(`/operator/webhooks/${endpointId}`, {
          url: 'https://10.1.1.1/x',
          events: ['option.placed'],
          enabled: true,
        })
      ).status,
    ).toBe(422);
    expect(
      (await staff(w.app, later).put(`/operator/webhooks/${endpointId}`, { url: hook.url, events: ['option.placed'], enabled: false }))
        .status,
    ).toBe(200);
    expect((await as(w.app).post('/bookings', bookingBody(week()))).status).toBe(201);
    await runWebhookPass(worker);
    expect((await as(lenient, later).get(`/operator/webhooks/${endpointId}/deliveries`)).body.deliveries).toHaveLength(3);
  });

  it('the rules are applied again at every send: without the switch, a saved private address is not sent to', async () => {
    const strictWorker = { ...worker, config: { ...worker.config, WEBHOOKS_ALLOW_PRIVATE: false } };
    const hook = await receiver(0);
    const owner = await w.session('owner');
    const created = await as(lenient, owner).post('/operator/webhooks', { url: hook.url, events: ['option.placed'] });
    const endpointId = created.body.endpoint.id as number;
    expect((await as(w.app).post('/bookings', bookingBody(week()))).status).toBe(201);
    await runWebhookPass(strictWorker);
    await hook.close();
    const [delivery] = (await as(lenient, owner).get(`/operator/webhooks/${endpointId}/deliveries`)).body.deliveries;
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, response_code: null });
    expect(delivery.error).toBe('address_refused');
    expect(hook.received).toHaveLength(0);
  });
});
