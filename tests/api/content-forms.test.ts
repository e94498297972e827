import { desc } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../server/db/client';
import { contactMessages, crewApplications } from '../../server/db/schema';
import type { Mail } from '../../server/mail/mailer';
import { TEST_TOKEN, testApp } from '../setup/test-app';
import { testDatabase } from '../setup/test-db';

// The contact form and the crew application ("join us") form (P1): stored as sent, validated field by
// field (A5), the office notified by mail.

let app: Express;
let database: DatabaseHandle;
const sent: Mail[] = [];
const auth = { Authorization: `Bearer ${TEST_TOKEN}` };
const MAIL_FROM = 'Bluewater Office <office@bluewater.test>';

beforeAll(async () => {
  database = await testDatabase();
  ({ app } = await testApp({ MAIL_FROM }, { database, mailer: { send: async (mail) => void sent.push(mail) } }));
});
afterAll(() => database.close());

const contact = {
  name: 'Anna Berg',
  email: 'anna@example.com',
  phone: '+385 91 234 5678',
  subject: 'A week in the Kornati',
  message: 'Hello,\nwe are six and would like a catamaran in June.',
  yacht_slug: 'lagoon-42-sea-breeze',
  language: 'de',
};

const application = {
  first_name: 'Marko',
  last_name: 'Horvat',
  email: 'marko@example.com',
  phone: '+385 98 765 4321',
  role: 'skipper',
  years_experience: 12,
  languages: ['hr', 'en', 'de'],
  message: 'RYA Yachtmaster Offshore, twelve seasons in Dalmatia.',
  language: 'en',
};

const post = (path: string, body: unknown) =>
  request(app)
    .post(`/api${path}`)
    .set(auth)
    .send(body as object);

async function lastContact() {
  return (await database.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1))[0];
}

describe('POST /api/contact (P1, A5)', () => {
  it('P1 a contact message is stored exactly as sent, confirmed to the sender and copied to the office', async () => {
    const before = sent.length;
    const res = await post('/contact', contact);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });
    const row = await lastContact();
    expect(row).toMatchObject({
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      subject: contact.subject,
      message: contact.message,
      yachtSlug: contact.yacht_slug,
      language: contact.language,
    });
    expect(sent.length).toBe(before + 2);
    expect(sent.at(-2)!.to).toBe(contact.email);
    expect(sent.at(-1)!.to).toBe('office@bluewater.test');
    expect(sent.at(-1)!.subject).toContain(contact.subject);
    expect(sent.at(-1)!.text).toContain(contact.message);
  });

  it('P1 optional fields may be left out or empty and are stored as null', async () => {
    const { phone: _p, yacht_slug: _y, ...required } = contact;
    expect((await post('/contact', required)).status).toBe(201);
    expect(await lastContact()).toMatchObject({ phone: null, yachtSlug: null });
    expect((await post('/contact', { ...required, phone: '  ', yacht_slug: null })).status).toBe(201);
    expect(await lastContact()).toMatchObject({ phone: null, yachtSlug: null });
  });

  it('A5 control characters are refused (422); a message keeps its line breaks and tabs', async () => {
    const res = await post('/contact', {
      ...contact,
      name: 'Anna\u0000 Berg',
      subject: 'Two\nlines subject',
      message: 'First line\r\nSecond\u001b line',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['message', 'name', 'subject']);
    const kept = await post('/contact', { ...contact, name: '  Anna   Berg ', message: 'First line\r\nSecond\tline' });
    expect(kept.status).toBe(201);
    expect(await lastContact()).toMatchObject({ name: 'Anna Berg', message: 'First line\nSecond\tline' });
  });

  it('A5 invalid fields answer 422 with a message per field', async () => {
    const res = await post('/contact', {
      ...contact,
      name: '',
      email: 'not-an-email',
      message: 'x'.repeat(5_001),
      language: 'xx',
      phone: 'call me',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The given data was invalid');
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'language', 'message', 'name', 'phone']);
    for (const messages of Object.values(res.body.errors)) expect((messages as string[])[0]).toEqual(expect.any(String));
    // A blank text is no text.
    const blank = await post('/contact', { ...contact, subject: '  ' });
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.body.errors)).toEqual(['subject']);
  });

  it('A5 wrong types (arrays, numbers, objects, a bare array body) are 422, never 500', async () => {
    for (const body of [
      { ...contact, name: ['Anna', 'Berg'] },
      { ...contact, message: 42 },
      { ...contact, email: { $ne: '' } },
      [contact],
      'just a string',
    ]) {
      const res = await post('/contact', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect((await post('/contact', { ...contact, name: ['Anna'] })).body.errors.name).toBeDefined();
  });

  it('A5 a huge body is 413, a wrong content type 415, malformed JSON 400, no token 401', async () => {
    const huge = await post('/contact', { ...contact, message: 'x'.repeat(70_000) });
    expect(huge.status).toBe(413);
    const text = await request(app).post('/api/contact').set(auth).set('Content-Type', 'text/plain').send('name=Anna');
    expect(text.status).toBe(415);
    const form = await request(app).post('/api/contact').set(auth).type('form').send({ name: 'Anna' });
    expect(form.status).toBe(415);
    const malformed = await request(app).post('/api/contact').set(auth).set('Content-Type', 'application/json').send('{"name":');
    expect(malformed.status).toBe(400);
    expect((await request(app).post('/api/contact').send(contact)).status).toBe(401);
    for (const res of [huge, text, form, malformed]) expect(res.body.message).toEqual(expect.any(String));
  });
});

describe('POST /api/crew-applications (P1, A5)', () => {
  it('P1 a crew application is stored exactly as sent', async () => {
    const res = await post('/crew-applications', application);
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const [row] = await database.db.select().from(crewApplications).orderBy(desc(crewApplications.id)).limit(1);
    expect(row).toMatchObject({
      firstName: application.first_name,
      lastName: application.last_name,
      email: application.email,
      phone: application.phone,
      role: application.role,
      yearsExperience: application.years_experience,
      languages: application.languages,
      message: application.message,
      language: application.language,
    });
    expect(sent.at(-1)!.subject).toContain('Marko Horvat');
  });

  it('A5 role, years of experience, languages and phone are checked field by field', async () => {
    const res = await post('/crew-applications', {
      ...application,
      role: 'captain',
      years_experience: 61,
      languages: Array.from({ length: 13 }, () => 'en'),
      phone: '',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['languages', 'phone', 'role', 'years_experience']);
    const codes = await post('/crew-applications', { ...application, languages: ['english'], years_experience: 2.5 });
    expect(Object.keys(codes.body.errors).sort()).toEqual(['languages.0', 'years_experience']);
    const missing = await post('/crew-applications', {});
    expect(Object.keys(missing.body.errors).sort()).toEqual([
      'email',
      'first_name',
      'language',
      'languages',
      'last_name',
      'message',
      'phone',
      'role',
      'years_experience',
    ]);
  });

  it('P1 repeated language codes are stored once', async () => {
    expect((await post('/crew-applications', { ...application, languages: ['en', 'de', 'en'] })).status).toBe(201);
    const [row] = await database.db.select().from(crewApplications).orderBy(desc(crewApplications.id)).limit(1);
    expect(row!.languages).toEqual(['en', 'de']);
  });
});
