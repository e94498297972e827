import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../../server/db/client';
import { addDays } from '../../contract/iso-date';
import { PERSON_UA, TEST_TOKEN, testApp } from '../../../tests/setup/test-app';
import { seededTestDatabase } from '../../../tests/setup/test-db';
import { freeWeeks, type FreeWeek } from '../../../tests/api/bookings-fixtures';

// Issue 30 item 1 over HTTP: step one and step two posted as plain forms (no JavaScript). Success is a 303
// whose Location holds only the booking's access token; a refusal is the step again (4xx, never a 500)
// with what was posted, the errors marked and the page never stored by a cache; another site's form is
// refused (403) as the contact form's is.

const TODAY = '2026-06-01';
let app: Express;
let database: DatabaseHandle;
let weeks: FreeWeek[];
let visitor = 0;

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 30, today: TODAY });
  ({ app } = await testApp({ TRUST_PROXY: 'true' }, { database, now: () => new Date(`${TODAY}T10:00:00Z`) }));
  weeks = await freeWeeks(database.db, TODAY);
}, 120_000);
afterAll(() => database.close());

const PERSON = { first_name: 'Ingrid', last_name: 'Lindqvist', phone: '+385 91 765 4321' };

const post = (path: string, form: Record<string, string | string[]>) =>
  request(app)
    .post(path)
    .set('User-Agent', PERSON_UA)
    .set('X-Forwarded-For', `198.51.100.${++visitor}`)
    .set('Sec-Fetch-Site', 'same-origin')
    .type('form')
    .send(new URLSearchParams(Object.entries(form).flatMap(([k, v]) => [v].flat().map((x) => [k, x]))).toString());

const stepOne = (week: FreeWeek, overrides: Record<string, string | string[]> = {}) => ({
  date_start: week.start,
  date_end: addDays(week.start, 7),
  product: week.products[0]!,
  people: '2',
  ...PERSON,
  email: `ingrid.${++visitor}@example.com`,
  message: '',
  ...overrides,
});

describe('step one posted without JavaScript (issue 30 item 1)', () => {
  it('places the option and answers 303 to step two, the URL holding the access token only', async () => {
    const week = weeks[0]!;
    const form = stepOne(week);
    const res = await post(`/en/details/${week.slug}?date_start=${form.date_start}&date_end=${form.date_end}`, form);
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/en\/detailsfinal\/[A-Za-z0-9_-]{43}$/);
    for (const value of [form.first_name, form.last_name, form.email, '917654321']) expect(res.headers.location).not.toContain(value);
  });

  it('in the partner frame it stays in the frame', async () => {
    const week = weeks[1]!;
    const res = await post(`/en/frame/details/${week.slug}`, stepOne(week));
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/en\/frame\/detailsfinal\/[A-Za-z0-9_-]{43}$/);
  });

  it('a refused e-mail address: 422, the step again with every field as posted and the e-mail marked, not stored by caches', async () => {
    const week = weeks[2]!;
    const form = stepOne(week, { email: 'ingrid-at-example', message: 'Late arrival' });
    const res = await post(`/en/details/${week.slug}?date_start=${form.date_start}&date_end=${form.date_end}`, form);
    expect(res.status).toBe(422);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toMatch(/<input(?=[^>]*id="booking-email")(?=[^>]*aria-invalid="true")(?=[^>]*value="ingrid-at-example")[^>]*>/);
    expect(res.text).toMatch(/<input(?=[^>]*id="booking-first_name")(?=[^>]*value="Ingrid")[^>]*>/);
    expect(res.text).toMatch(/<input(?=[^>]*name="date_start")(?=[^>]*value="[^"]+")[^>]*>/);
    expect(res.text).toContain('Late arrival</textarea>');
  });

  it('bad input is a 4xx, never a 500: no fields at all, a word for people, an unreadable body', async () => {
    const week = weeks[3]!;
    const empty = await post(`/en/details/${week.slug}`, {});
    expect(empty.status).toBe(422);
    const words = await post(`/en/details/${week.slug}`, stepOne(week, { people: 'many', optional_extras: ['x'] }));
    expect(words.status).toBe(422);
    const unreadable = await request(app)
      .post(`/en/details/${week.slug}`)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Content-Type', 'application/x-www-form-urlencoded; charset=koi8-r')
      .send('first_name=x');
    expect(unreadable.status).toBeGreaterThanOrEqual(400);
    expect(unreadable.status).toBeLessThan(500);
  });

  it('another site cannot post it (403)', async () => {
    const week = weeks[3]!;
    const res = await post(`/en/details/${week.slug}`, stepOne(week)).set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(403);
  });
});

describe('step two posted without JavaScript (issue 30 item 1)', () => {
  it('without the terms: 422 and the checkbox marked; with them: 303 to thank-you by the token; an unknown token is a 404', async () => {
    const week = weeks[4]!;
    const placed = await post(`/en/details/${week.slug}`, stepOne(week));
    const stepTwo = placed.headers.location as string;
    const token = stepTwo.split('/').pop()!;

    const refused = await post(stepTwo, {});
    expect(refused.status).toBe(422);
    expect(refused.text).toMatch(/<input(?=[^>]*id="booking-terms")(?=[^>]*aria-invalid="true")[^>]*>/);

    const confirmed = await post(stepTwo, { terms_accepted: 'yes' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.location).toBe(`/en/thankyou?ref=${token}`);
    const state = await request(app)
      .get(`/api/booking-access/${token}`)
      .set({ Authorization: `Bearer ${TEST_TOKEN}` });
    expect(state.body.data.status).toBe('reserved');

    const unknown = await post(`/en/detailsfinal/${'A'.repeat(43)}`, { terms_accepted: 'yes' });
    expect(unknown.status).toBe(404);
  });
});
