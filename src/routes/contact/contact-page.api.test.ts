import { count, desc } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../../server/db/client';
import { contactMessages } from '../../../server/db/schema';
import type { Mail } from '../../../server/mail/mailer';
import { FORM_MAIL_TEXTS } from '../../../server/content/form-mail-texts';
import { PERSON_UA, TEST_TOKEN, testApp } from '../../../tests/setup/test-app';
import { testDatabase } from '../../../tests/setup/test-db';
import type { LanguageCode } from '../../contract/languages';

// The contact page's form (P1): posted to the page without JavaScript (the page answers with the outcome),
// or by its script with Accept: application/json; stored, confirmed to the sender in their language,
// copied to the office; a honeypot; same-origin posts only; the contact rate limit (U5).

const SITE = 'https://bluewater.test';
const OFFICE = 'charter-office@bluewater.test';
let app: Express;
let database: DatabaseHandle;
const sent: Mail[] = [];
// Each test that posts much moves the clock to its own hour, so the rate limit's windows do not mix.
let clock = new Date('2026-06-01T08:00:00Z');

beforeAll(async () => {
  database = await testDatabase();
  ({ app } = await testApp(
    { OPERATOR_EMAIL: OFFICE },
    { database, now: () => clock, mailer: { send: async (mail) => void sent.push(mail) } },
  ));
});
afterAll(() => database.close());

const message = {
  name: 'Anna Berg',
  email: 'anna@example.com',
  phone: '+385 91 234 5678',
  subject: 'A week in the Kornati',
  message: 'Hello,\r\nwe are six and would like a catamaran in June.',
};

const postForm = (lang: string, form: Record<string, string>, origin = SITE) =>
  request(app).post(`/${lang}/contact`).set({ 'User-Agent': PERSON_UA, Origin: origin, Accept: 'text/html' }).type('form').send(form);

const stored = async () => (await database.db.select({ n: count() }).from(contactMessages))[0]!.n;
const lastRow = async () => (await database.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1))[0];
const mainOf = (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

describe('GET /{lang}/contact', () => {
  it('P1 the form posts to the page itself, with a phone field (B3) and a hidden honeypot', async () => {
    const res = await request(app).get('/de/contact').set('User-Agent', PERSON_UA);
    expect(res.status).toBe(200);
    const main = mainOf(res.text);
    const form = /<form [^>]*>/.exec(main)![0];
    expect(form).toContain('action="/de/contact"');
    expect(form).toContain('method="post"');
    expect(main).toMatch(
      /<input id="contact-phone"[^>]*type="tel"[^>]*name="phone"|<input id="contact-phone"[^>]*name="phone"[^>]*type="tel"/,
    );
    const honeypot = /<div class="form-honeypot" style="position:absolute;left:-10000px[^"]*" aria-hidden="true">(.*?)<\/div>/.exec(
      main,
    )![1]!;
    expect(honeypot).toContain('>Dieses Feld bitte leer lassen</label>');
    expect(honeypot).toMatch(/<input [^>]*tabindex="-1"[^>]*name="website"/);
    expect(main).toContain('Nachricht senden');
  });
});

describe('POST /{lang}/contact without JavaScript (P1, docs/decisions/023)', () => {
  it('P1 a valid message is stored and the page answers with the result; the sender gets a confirmation in the page language, the office a copy', async () => {
    const before = sent.length;
    const res = await postForm('fr', message);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(mainOf(res.text)).toContain('<p class="form-result">Merci, votre message a été envoyé.');
    // The form is empty again.
    expect(mainOf(res.text)).not.toContain('Anna Berg');
    expect(await lastRow()).toMatchObject({
      name: 'Anna Berg',
      email: 'anna@example.com',
      phone: '+385 91 234 5678',
      language: 'fr',
      message: 'Hello,\nwe are six and would like a catamaran in June.',
    });
    const mails = sent.slice(before);
    expect(mails.map((m) => m.to)).toEqual(['anna@example.com', OFFICE]);
    expect(mails[0]).toMatchObject({ subject: FORM_MAIL_TEXTS.fr.contact.subject, text: FORM_MAIL_TEXTS.fr.contact.body });
    // The confirmation repeats nothing the sender typed.
    expect(mails[0]!.text).not.toContain('Kornati');
    expect(mails[1]).toMatchObject({ replyTo: 'anna@example.com', subject: expect.stringContaining('A week in the Kornati') });
    expect(mails[1]!.text).toContain('we are six');
  });

  it.each(['en', 'de', 'el', 'ua', 'tr'] as LanguageCode[])('P1 the confirmation is in the page language: %s', async (lang) => {
    clock = new Date('2026-06-01T09:00:00Z');
    const before = sent.length;
    expect((await postForm(lang, message)).status).toBe(200);
    expect(sent[before]).toMatchObject({ to: 'anna@example.com', subject: FORM_MAIL_TEXTS[lang].contact.subject });
  });

  it('P1 missing and malformed fields: 422, the page shows a message beside each field and keeps what was typed; nothing is stored or sent', async () => {
    clock = new Date('2026-06-01T10:00:00Z');
    const [rows, mails] = [await stored(), sent.length];
    const res = await postForm('de', { name: '  ', email: 'anna@', phone: 'call me', subject: 'Kornati <3', message: '' });
    expect(res.status).toBe(422);
    const main = mainOf(res.text);
    // Q2: one summary heads the list of fields to mend (with its sentence), not a second sentence above it.
    expect(main).not.toContain('form-result');
    expect(main).toMatch(/<p id="[^"]+" class="error-summary__title">Bitte korrigieren Sie die markierten Felder\.<\/p>/);
    expect(main).toMatch(/<input id="contact-name"[^>]*aria-invalid="true" aria-describedby="contact-name-error"/);
    expect(main).toContain('<p id="contact-name-error" class="form-field__error">Bitte füllen Sie dieses Feld aus.</p>');
    expect(main).toContain('<p id="contact-email-error" class="form-field__error">Bitte geben Sie eine gültige E-Mail-Adresse ein.</p>');
    expect(main).toContain('id="contact-phone-error" class="form-field__error">Bitte geben Sie eine Telefonnummer mit Landesvorwahl ein');
    expect(main).toContain('id="contact-message-error" class="form-field__error">Bitte füllen Sie dieses Feld aus.</p>');
    expect(main).not.toContain('id="contact-subject-error"');
    // What was typed is kept (escaped).
    expect(main).toMatch(/<input id="contact-email"[^>]*value="anna@"/);
    expect(main).toMatch(/<input id="contact-subject"[^>]*value="Kornati &lt;3"/);
    expect(main).toMatch(/<input id="contact-phone"[^>]*value="call me"/);
    expect(await stored()).toBe(rows);
    expect(sent.length).toBe(mails);
  });

  it('P1 the honeypot: a filled-in form is answered like an accepted one, and dropped (not stored, no mail)', async () => {
    clock = new Date('2026-06-01T11:00:00Z');
    const [rows, mails] = [await stored(), sent.length];
    const res = await postForm('en', { ...message, website: 'https://spam.example' });
    expect(res.status).toBe(200);
    expect(mainOf(res.text)).toContain('<p class="form-result">Thank you, your message has been sent.');
    expect(await stored()).toBe(rows);
    expect(sent.length).toBe(mails);
  });

  it('U5 the contact rate limit applies to page posts too: the 11th message in an hour gets 429 and the page says so', async () => {
    clock = new Date('2026-06-01T12:00:00Z');
    for (let i = 0; i < 10; i++) expect((await postForm('en', message)).status).toBe(200);
    const rows = await stored();
    const res = await postForm('en', message);
    expect(res.status).toBe(429);
    expect(mainOf(res.text)).toContain('Too many messages from your connection');
    // What was typed stays in the form.
    expect(mainOf(res.text)).toMatch(/<input id="contact-name"[^>]*value="Anna Berg"/);
    expect(await stored()).toBe(rows);
  });
});

describe('CSRF: only this site posts the form (docs/decisions/023)', () => {
  it('a post from another origin, an opaque origin or a cross-site fetch is refused with 403 and nothing is stored', async () => {
    clock = new Date('2026-06-01T13:00:00Z');
    const rows = await stored();
    expect((await postForm('en', message, 'https://evil.example')).status).toBe(403);
    expect((await postForm('en', message, 'null')).status).toBe(403);
    const crossSite = await request(app)
      .post('/en/contact')
      .set({ 'User-Agent': PERSON_UA, 'Sec-Fetch-Site': 'cross-site' })
      .type('form')
      .send(message);
    expect(crossSite.status).toBe(403);
    expect(await stored()).toBe(rows);
  });

  it('a browser that says same-origin passes even with Origin null (what the no-referrer policy makes it send)', async () => {
    clock = new Date('2026-06-01T13:30:00Z');
    const res = await request(app)
      .post('/en/contact')
      .set({ Origin: 'null', 'Sec-Fetch-Site': 'same-origin', Accept: 'text/html' })
      .type('form')
      .send(message);
    expect(res.status).toBe(200);
    const sameSite = await request(app)
      .post('/en/contact')
      .set({ Origin: SITE, 'Sec-Fetch-Site': 'same-site', Accept: 'text/html' })
      .type('form')
      .send(message);
    expect(sameSite.status).toBe(403);
  });

  it('the site own origin, or a client that names none (no browser, no victim), may post', async () => {
    clock = new Date('2026-06-01T14:00:00Z');
    expect((await postForm('en', message, SITE)).status).toBe(200);
    const plain = await request(app).post('/en/contact').set('Accept', 'text/html').type('form').send(message);
    expect(plain.status).toBe(200);
    const sameOrigin = await request(app)
      .post('/en/contact')
      .set({ 'Sec-Fetch-Site': 'same-origin', Accept: 'text/html' })
      .type('form')
      .send(message);
    expect(sameOrigin.status).toBe(200);
  });
});

describe('POST /{lang}/contact with JavaScript (Accept: application/json)', () => {
  it('P1 answers 201 with a message, or 422 with the fields (A5 shape)', async () => {
    clock = new Date('2026-06-01T15:00:00Z');
    const ok = await request(app).post('/it/contact').set({ Origin: SITE, Accept: 'application/json' }).type('form').send(message);
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ message: expect.any(String) });
    expect((await lastRow())!.language).toBe('it');
    const bad = await request(app)
      .post('/it/contact')
      .set({ Origin: SITE, Accept: 'application/json' })
      .type('form')
      .send({ ...message, email: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ email: ['Must be a valid e-mail address'] });
  });

  it('a body too large is a 413 outcome, not a crash', async () => {
    const res = await request(app)
      .post('/en/contact')
      .set({ Origin: SITE, Accept: 'application/json' })
      .type('form')
      .send({ ...message, message: 'x'.repeat(70_000) });
    expect(res.status).toBe(413);
  });
});

describe('POST /api/contact (the same domain function)', () => {
  it('P1 confirms to the sender and copies the office; the honeypot drops', async () => {
    clock = new Date('2026-06-01T16:00:00Z');
    const before = sent.length;
    const body = { ...message, language: 'nl' };
    expect((await request(app).post('/api/contact').set('Authorization', `Bearer ${TEST_TOKEN}`).send(body)).status).toBe(201);
    expect(sent.slice(before).map((m) => m.to)).toEqual(['anna@example.com', OFFICE]);
    expect(sent[before]!.subject).toBe(FORM_MAIL_TEXTS.nl.contact.subject);
    const rows = await stored();
    expect(
      (
        await request(app)
          .post('/api/contact')
          .set('Authorization', `Bearer ${TEST_TOKEN}`)
          .send({ ...body, website: 'x' })
      ).status,
    ).toBe(201);
    expect(await stored()).toBe(rows);
  });
});
