import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import ICAL from 'ical.js';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { insertOperator } from '../../server/operators/operators-store';
import { startSession } from '../../server/operators/operator-sessions';
import { testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';
import { makeCompany, TEST_SECRETS_KEY } from './operators-fixtures';

// Issues 27 and 28: the company's details in the console — owners edit them (the IBAN checked by mod-97 and
// kept normalized, every write audited with the IBAN masked), managers and agents only read; the logo; the
// calendar feed behind a secret address that a new one revokes; and a second company reaching none of it.

const TODAY = '2026-06-01';
let app: Express;
let database: DatabaseHandle;
let dataDir: string;
const now = new Date(`${TODAY}T09:00:00Z`);
const tokens: Record<'owner' | 'manager' | 'agent' | 'otherOwner', string> = { owner: '', manager: '', agent: '', otherOwner: '' };
let companyA: number;

const call = (method: 'get' | 'put' | 'post' | 'delete', path: string, token: string) => {
  const agent = request(app);
  return agent[method](`/api${path}`).set({ Authorization: `Bearer ${token}` });
};

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

const DETAILS = {
  legal_name: 'Alpha Charter d.o.o.',
  trading_name: 'Alpha Charter',
  street: 'Obala 1',
  postcode: '21000',
  city: 'Split',
  country_code: 'hr',
  phone: '+385 21 000 000',
  email: 'Office@Alpha.example',
  registration_number: 'MBS 060123456',
  vat_number: 'hr 12345678901',
  account_holder: 'Alpha Charter d.o.o.',
  iban: 'de89 3704 0044 0532 0130 00',
  bic: 'cobadeffxxx',
  bank_name: 'Commerzbank',
  staff_languages: ['de', 'en'],
  free_cancellation_hours: 72,
};

async function operatorToken(companyId: number, role: 'owner' | 'manager' | 'agent') {
  const row = await insertOperator(database.db, { companyId, email: `${role}-${companyId}-${Date.now()}@example.com`, name: role, role });
  return startSession(database.db, row.id, 'full', now);
}

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 12, today: TODAY });
  dataDir = await mkdtemp(join(tmpdir(), 'bw-company-'));
  ({ app } = await testApp({ SECRETS_KEY: TEST_SECRETS_KEY, DATA_DIR: dataDir }, { database, now: () => now }));
  // The demo company with the most bookings that hold a boat, so its feed has events.
  const [busiest] = await rowsOf<{ company_id: number }>(sql`
    select company_id from bookings where status in ('option', 'reserved', 'confirmed', 'paid', 'completed') and company_id is not null
    group by company_id order by count(*) desc limit 1`);
  companyA = busiest!.company_id;
  tokens.owner = await operatorToken(companyA, 'owner');
  tokens.manager = await operatorToken(companyA, 'manager');
  tokens.agent = await operatorToken(companyA, 'agent');
  tokens.otherOwner = await operatorToken((await makeCompany(database, 'Bravo Yachting')).id, 'owner');
}, 120_000);
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('company details (issue 27: companies; issue 28: IBANs validated when the company enters them)', () => {
  it('every role reads its own company’s details', async () => {
    for (const role of ['owner', 'manager', 'agent'] as const) {
      const res = await call('get', '/operator/company', tokens[role]);
      expect(res.status, role).toBe(200);
      expect(res.body.id).toBe(companyA);
    }
  });

  it('the owner saves them: the IBAN and BIC kept normalized, the country, VAT number and e-mail too', async () => {
    const res = await call('put', '/operator/company', tokens.owner).send(DETAILS);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      country_code: 'HR',
      vat_number: 'HR12345678901',
      email: 'office@alpha.example',
      staff_languages: ['de', 'en'],
      free_cancellation_hours: 72,
    });
    expect((await call('get', '/operator/company', tokens.agent)).body.iban).toBe('DE89370400440532013000');
  });

  it('the audit entry holds what changed, before and after, the IBAN masked but for its last four characters', async () => {
    const [entry] = await rowsOf<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(sql`
      select action, before, after from audit_log where company_id = ${companyA} and action = 'company.updated' order by id desc limit 1`);
    expect(entry!.after.iban).toBe('******************3000');
    expect(entry!.after.free_cancellation_hours).toBe(72);
    expect(String(entry!.before.iban)).toMatch(/^\*+.{4}$/);
    expect(JSON.stringify(entry)).not.toContain('DE8937040044');
  });

  it('an IBAN with a typo is refused with a 422 naming the field, and nothing changes', async () => {
    const res = await call('put', '/operator/company', tokens.owner).send({ ...DETAILS, iban: 'DE89 3704 0044 0532 0130 01' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['iban']);
    expect(res.body.errors.iban[0]).toMatch(/IBAN is not valid/);
    expect((await call('get', '/operator/company', tokens.owner)).body.iban).toBe('DE89370400440532013000');
  });

  it('a bad BIC, a window past a week, no staff language and a blank name are each named', async () => {
    const res = await call('put', '/operator/company', tokens.owner).send({
      ...DETAILS,
      bic: 'COBA1EFF',
      free_cancellation_hours: 169,
      staff_languages: [],
      legal_name: '  ',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['bic', 'free_cancellation_hours', 'legal_name', 'staff_languages']);
    const fraction = await call('put', '/operator/company', tokens.owner).send({ ...DETAILS, free_cancellation_hours: 1.5 });
    expect(Object.keys(fraction.body.errors)).toEqual(['free_cancellation_hours']);
  });

  it('managers and agents are refused the write (403, no data), and the row is unchanged', async () => {
    for (const role of ['manager', 'agent'] as const) {
      const res = await call('put', '/operator/company', tokens[role]).send({ ...DETAILS, trading_name: 'Hijacked' });
      expect(res.status, role).toBe(403);
      expect(res.body.code).toBe('role_refused');
      expect(JSON.stringify(res.body)).not.toContain('Alpha');
    }
    expect((await call('get', '/operator/company', tokens.owner)).body.trading_name).toBe('Alpha Charter');
  });

  it('isolation: another company’s owner reads and writes only their own company', async () => {
    const read = await call('get', '/operator/company', tokens.otherOwner);
    expect(read.body.trading_name).toBe('Bravo Yachting');
    expect(read.body.id).not.toBe(companyA);
    const write = await call('put', '/operator/company', tokens.otherOwner).send({ ...DETAILS, trading_name: 'Bravo Renamed' });
    expect(write.status).toBe(200);
    expect((await call('get', '/operator/company', tokens.owner)).body.trading_name).toBe('Alpha Charter');
    // No request can name another company: the body has no id, and an unknown field is not read.
    const withId = await call('put', '/operator/company', tokens.otherOwner).send({
      ...DETAILS,
      id: companyA,
      trading_name: 'Bravo Again',
    });
    expect(withId.status).toBe(200);
    expect(withId.body.id).not.toBe(companyA);
    expect((await call('get', '/operator/company', tokens.owner)).body.trading_name).toBe('Alpha Charter');
  });

  it('without a console session: 401', async () => {
    expect((await request(app).get('/api/operator/company')).status).toBe(401);
    expect((await call('put', '/operator/company', 'op.nonsense').send(DETAILS)).status).toBe(401);
  });
});

describe('the logo (issue 27: a company’s logo)', () => {
  const png = () =>
    sharp({ create: { width: 900, height: 300, channels: 3, background: '#0a4d68' } })
      .png()
      .toBuffer();

  it('the owner uploads a PNG: kept as a WebP at most 400 px wide under media/companies, served by /media', async () => {
    const res = await call('put', '/operator/company/logo', tokens.owner)
      .set('Content-Type', 'image/png')
      .send(await png());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.logo_url).toMatch(/^\/media\/companies\/c\d+-[0-9a-f]{24}\.webp$/);
    const image = await request(app).get(res.body.logo_url).buffer(true);
    expect(image.status).toBe(200);
    const meta = await sharp(image.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400 });
  });

  it('a new logo replaces the old file; SVG and other content are refused by what they are', async () => {
    await call('put', '/operator/company/logo', tokens.owner)
      .set('Content-Type', 'image/png')
      .send(await png());
    expect(await readdir(join(dataDir, 'media', 'companies'))).toHaveLength(1);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await call('put', '/operator/company/logo', tokens.owner).set('Content-Type', 'image/png').send(svg);
    expect(refused.status).toBe(415);
    expect(Object.keys(refused.body.errors)).toEqual(['logo']);
    const json = await call('put', '/operator/company/logo', tokens.owner).send({ logo: 'iVBORw0KGgo=' });
    expect([json.status, Object.keys(json.body.errors)]).toEqual([415, ['logo']]);
    const cut = (await png()).subarray(0, 60);
    expect((await call('put', '/operator/company/logo', tokens.owner).set('Content-Type', 'image/png').send(cut)).status).toBe(422);
  });

  it('managers cannot upload (403, before the body is read); the owner removes it', async () => {
    const res = await call('put', '/operator/company/logo', tokens.manager)
      .set('Content-Type', 'image/png')
      .send(await png());
    expect(res.status).toBe(403);
    const signedOut = await call('put', '/operator/company/logo', 'op.nonsense')
      .set('Content-Type', 'image/png')
      .send(await png());
    expect(signedOut.status).toBe(401);
    expect((await call('delete', '/operator/company/logo', tokens.manager)).status).toBe(403);
    const removed = await call('delete', '/operator/company/logo', tokens.owner);
    expect(removed.status).toBe(200);
    expect(removed.body.logo_url).toBeNull();
    expect(await readdir(join(dataDir, 'media', 'companies'))).toHaveLength(0);
  });
});

describe('the calendar feed (issue 27: an .ics feed per company, secret URL, revocable)', () => {
  let firstUrl: string;

  it('no address until the owner makes one; managers see it, agents are refused', async () => {
    expect((await call('get', '/operator/company/feed', tokens.manager)).body).toEqual({ url: null, created_at: null });
    expect((await call('post', '/operator/company/feed', tokens.manager)).status).toBe(403);
    const made = await call('post', '/operator/company/feed', tokens.owner);
    expect(made.status).toBe(200);
    firstUrl = made.body.url;
    expect(firstUrl).toMatch(/^https:\/\/bluewater\.test\/api\/company-calendar\/[\w-]{43}\.ics$/);
    expect((await call('get', '/operator/company/feed', tokens.manager)).body.url).toBe(firstUrl);
    expect((await call('get', '/operator/company/feed', tokens.agent)).status).toBe(403);
  });

  it('the address needs no session and parses as iCalendar with the company’s live bookings', async () => {
    const res = await request(app).get(new URL(firstUrl).pathname);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(res.text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toContain('Alpha Charter');
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const live = await rowsOf<{ reference: string }>(sql`
      select reference from bookings where company_id = ${companyA} and status in ('option', 'reserved', 'confirmed', 'paid', 'completed')
      and upper(period) >= date '2026-03-03'`);
    expect(live.length).toBeGreaterThan(0);
    expect(events.map((e) => e.uid.split('@')[0]).sort()).toEqual(live.map((r) => r.reference).sort());
    // In the language the staff answer in first (German, set above).
    expect(events.some((e) => /^(Gehalten \(Option\)|Reserviert|Bestätigt|Vollständig bezahlt|Abgeschlossen): /.test(e.summary))).toBe(
      true,
    );
    for (const event of events) expect(event.startDate.isDate).toBe(true);
  });

  it('a block of one of the company’s boats is in the feed too, with its reason in the staff’s language', async () => {
    const [boat] = await rowsOf<{ id: number }>(sql`
      select y.id from yachts y join bases b on b.id = y.base_id where b.company_id = ${companyA} order by y.id limit 1`);
    const [block] = await rowsOf<{ id: number }>(sql`
      insert into yacht_blocks (yacht_id, period, reason, note) values (${boat!.id}, daterange('2027-11-06', '2027-11-13'), 'maintenance', 'Antifouling')
      returning id`);
    const res = await request(app).get(new URL(firstUrl).pathname);
    const event = new ICAL.Component(ICAL.parse(res.text))
      .getAllSubcomponents('vevent')
      .map((e) => new ICAL.Event(e))
      .find((e) => e.uid.startsWith(`block-${block!.id}@`))!;
    expect(event.summary).toMatch(/^Gesperrt \(Wartung\): /);
    expect(event.description).toBe('Antifouling');
    expect(event.startDate.toString()).toBe('2027-11-06');
    // The last day blocked is 12 November (the range's end is exclusive); all-day DTEND is the day after it.
    expect(event.endDate.toString()).toBe('2027-11-13');
  });

  it('another company’s feed holds none of these bookings', async () => {
    const other = await call('post', '/operator/company/feed', tokens.otherOwner);
    const res = await request(app).get(new URL(other.body.url as string).pathname);
    expect(new ICAL.Component(ICAL.parse(res.text)).getAllSubcomponents('vevent')).toHaveLength(0);
  });

  it('a new address revokes the old one at once; both audited, the address itself never', async () => {
    const renewed = await call('post', '/operator/company/feed', tokens.owner);
    expect(renewed.body.url).not.toBe(firstUrl);
    expect((await request(app).get(new URL(firstUrl).pathname)).status).toBe(404);
    expect((await request(app).get(new URL(renewed.body.url as string).pathname)).status).toBe(200);
    const entries = await rowsOf<{ action: string; after: unknown }>(sql`
      select action, after from audit_log where company_id = ${companyA} and action like 'company.feed%' order by id`);
    expect(entries.map((e) => e.action)).toEqual(['company.feed_created', 'company.feed_renewed']);
    const token = (renewed.body.url as string).split('/').at(-1)!.replace('.ics', '');
    expect(JSON.stringify(entries)).not.toContain(token);
    const [row] = await rowsOf<{ feed_token_hash: string; feed_token_sealed: string }>(
      sql`select feed_token_hash, feed_token_sealed from companies where id = ${companyA}`,
    );
    expect(`${row!.feed_token_hash} ${row!.feed_token_sealed}`).not.toContain(token);
  });

  it('an unknown or malformed token is a 404; other methods a 405', async () => {
    expect((await request(app).get(`/api/company-calendar/${'x'.repeat(43)}.ics`)).status).toBe(404);
    expect((await request(app).get('/api/company-calendar/short.ics')).status).toBe(404);
    expect((await request(app).post(`/api/company-calendar/${'x'.repeat(43)}.ics`)).status).toBe(405);
  });
});
