import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, desc } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../../server/db/client';
import { crewApplications } from '../../../server/db/schema';
import type { Mail } from '../../../server/mail/mailer';
import { FORM_MAIL_TEXTS } from '../../../server/content/form-mail-texts';
import { docx, pdf } from '../../../tests/setup/cv-files';
import { PERSON_UA, testApp } from '../../../tests/setup/test-app';
import { testDatabase } from '../../../tests/setup/test-db';
import { CV_MAX_BYTES } from '../../contract/forms';

// The join-us page's form (P1) with its CV: multipart, posted to the page with or without JavaScript; the
// CV is checked by content (PDF or Word), at most 5 MiB, stored under DATA_DIR/cv with a random name and
// never served; whatever is refused leaves nothing behind, on disk or in the table.

const SITE = 'https://bluewater.test';
const OFFICE = 'crew-office@bluewater.test';
let app: Express;
let database: DatabaseHandle;
let dataDir: string;
const sent: Mail[] = [];
let clock = new Date('2026-06-01T08:00:00Z');

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bluewater-joinus-'));
  database = await testDatabase();
  ({ app } = await testApp(
    { OPERATOR_EMAIL: OFFICE, DATA_DIR: dataDir },
    { database, now: () => clock, mailer: { send: async (mail) => void sent.push(mail) } },
  ));
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const fields = {
  first_name: 'Marko',
  last_name: 'Horvat',
  email: 'marko@example.com',
  phone: '+385 98 765 4321',
  role: 'skipper',
  years_experience: '12',
  message: 'RYA Yachtmaster Offshore, twelve seasons in Dalmatia.',
};
const LANGUAGES = ['hr', 'en', 'de'];

const PDF = pdf();
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const ELF = Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), Buffer.alloc(512, 1)]);
const WINDOWS_EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(256, 2)]);
const OLE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
/** A Word 97–2003 file as far as the check goes: the OLE signature and a WordDocument stream's name. */
const DOC = Buffer.concat([OLE, Buffer.alloc(504), Buffer.from('WordDocument', 'utf16le'), Buffer.alloc(1024)]);
/** An OLE file without a WordDocument stream (an Excel sheet, an installer): refused. */
const OTHER_OLE = Buffer.concat([OLE, Buffer.alloc(2048)]);

function postForm(
  lang: string,
  cv?: { data: Buffer; filename: string; contentType: string },
  extra: Record<string, string> = {},
  accept = 'text/html',
) {
  let req = request(app).post(`/${lang}/joinus`).set({ 'User-Agent': PERSON_UA, Origin: SITE, Accept: accept });
  for (const [name, value] of Object.entries({ ...fields, ...extra })) req = req.field(name, value);
  for (const code of LANGUAGES) req = req.field('languages', code);
  return cv ? req.attach('cv', cv.data, { filename: cv.filename, contentType: cv.contentType }) : req;
}

const stored = async () => (await database.db.select({ n: count() }).from(crewApplications))[0]!.n;
const lastRow = async () => (await database.db.select().from(crewApplications).orderBy(desc(crewApplications.id)).limit(1))[0]!;
const cvFiles = () => {
  try {
    return readdirSync(join(dataDir, 'cv'));
  } catch {
    return [];
  }
};
const mainOf = (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

describe('POST /{lang}/joinus without JavaScript (P1)', () => {
  it('P1 an application with a PDF: stored with its CV under DATA_DIR/cv (random name), confirmed to the sender in the page language, the office gets it with the CV attached', async () => {
    const before = sent.length;
    const files = cvFiles().length;
    const res = await postForm('de', { data: PDF, filename: 'Marko Horvat CV.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(200);
    expect(mainOf(res.text)).toContain('<p class="form-result">Vielen Dank für Ihre Bewerbung.');
    const row = await lastRow();
    expect(row).toMatchObject({
      firstName: 'Marko',
      lastName: 'Horvat',
      role: 'skipper',
      yearsExperience: 12,
      languages: LANGUAGES,
      language: 'de',
      cvType: 'application/pdf',
      cvBytes: PDF.length,
      cvOriginalName: 'Marko Horvat CV.pdf',
    });
    expect(row.cvFile).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(cvFiles()).toHaveLength(files + 1);
    expect(statSync(join(dataDir, 'cv', row.cvFile!)).size).toBe(PDF.length);
    const mails = sent.slice(before);
    expect(mails.map((m) => m.to)).toEqual(['marko@example.com', OFFICE]);
    expect(mails[0]!.subject).toBe(FORM_MAIL_TEXTS.de.joinus.subject);
    expect(mails[1]!.attachments).toEqual([
      { filename: row.cvFile, path: join(dataDir, 'cv', row.cvFile!), contentType: 'application/pdf' },
    ]);
  });

  it('P1 the type comes from the content, not the name or the claimed type; Word .docx and .doc are accepted', async () => {
    clock = new Date('2026-06-01T09:00:00Z');
    expect((await postForm('en', { data: PDF, filename: 'cv.docx', contentType: 'application/msword' })).status).toBe(200);
    expect(await lastRow()).toMatchObject({ cvType: 'application/pdf', cvFile: expect.stringMatching(/\.pdf$/) });
    expect((await postForm('en', { data: docx(), filename: 'cv', contentType: 'application/octet-stream' })).status).toBe(200);
    expect((await lastRow()).cvType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect((await postForm('en', { data: DOC, filename: 'cv.doc', contentType: 'application/msword' })).status).toBe(200);
    expect((await lastRow()).cvType).toBe('application/msword');
  });

  it('P1 the CV is optional', async () => {
    clock = new Date('2026-06-01T10:00:00Z');
    expect((await postForm('en')).status).toBe(200);
    expect(await lastRow()).toMatchObject({ cvFile: null, cvType: null });
  });

  it.each([
    ['a picture', PNG, 'cv.pdf', 'application/pdf'],
    ['a Linux executable renamed to cv.pdf', ELF, 'cv.pdf', 'application/pdf'],
    [
      'a Windows executable renamed to cv.docx',
      WINDOWS_EXE,
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['an OLE file that is no Word document', OTHER_OLE, 'cv.doc', 'application/msword'],
    ['an empty file', Buffer.alloc(0), 'cv.pdf', 'application/pdf'],
  ])('P1 %s is refused (415) with a message beside the CV field; nothing is kept', async (_what, data, filename, contentType) => {
    clock = new Date('2026-06-01T11:00:00Z');
    const [rows, files, mails] = [await stored(), cvFiles().length, sent.length];
    const res = await postForm('fr', { data, filename, contentType });
    expect(res.status).toBe(415);
    const main = mainOf(res.text);
    expect(main).toContain('<p id="joinus-cv-error" class="form-field__error">Le CV doit être un document PDF ou Word.</p>');
    // The other fields could not be checked yet, so they keep nothing: the visitor chooses another file.
    expect(await stored()).toBe(rows);
    expect(cvFiles()).toHaveLength(files);
    expect(sent.length).toBe(mails);
  });

  it('P1 a CV over 5 MiB is refused (413) while it streams in; nothing is kept', async () => {
    clock = new Date('2026-06-01T12:00:00Z');
    const [rows, files] = [await stored(), cvFiles().length];
    const big = Buffer.concat([PDF, Buffer.alloc(CV_MAX_BYTES - PDF.length + 1, 0x20)]);
    const res = await postForm('en', { data: big, filename: 'cv.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(413);
    expect(mainOf(res.text)).toContain('id="joinus-cv-error" class="form-field__error">The CV must be at most 5 MiB.</p>');
    // Announced larger than any allowed form: refused before it is read.
    const huge = await postForm(
      'en',
      { data: Buffer.concat([big, Buffer.alloc(1024 * 1024)]), filename: 'cv.pdf', contentType: 'application/pdf' },
      {},
      'application/json',
    );
    expect(huge.status).toBe(413);
    expect(await stored()).toBe(rows);
    expect(cvFiles()).toHaveLength(files);
    expect(cvFiles().filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('P1 a good CV with bad fields: 422 with the field messages and values kept; the CV is not kept', async () => {
    clock = new Date('2026-06-01T13:00:00Z');
    const [rows, files] = [await stored(), cvFiles().length];
    const res = await postForm(
      'it',
      { data: PDF, filename: 'cv.pdf', contentType: 'application/pdf' },
      { email: 'nope', years_experience: 'many', role: 'captain' },
    );
    expect(res.status).toBe(422);
    const main = mainOf(res.text);
    expect(main).toContain('id="joinus-email-error" class="form-field__error">Inserite un indirizzo e-mail valido.</p>');
    expect(main).toContain('id="joinus-years_experience-error" class="form-field__error">Controllate questo valore.</p>');
    expect(main).toContain('id="joinus-role-error"');
    expect(main).toMatch(/<input id="joinus-first_name"[^>]*value="Marko"/);
    // The ticked languages stay ticked.
    expect(main).toMatch(/<input type="checkbox" name="languages" checked="" value="hr"/);
    expect(main).toMatch(/<input type="checkbox" name="languages" value="fr"/);
    expect(await stored()).toBe(rows);
    expect(cvFiles()).toHaveLength(files);
  });

  it('P1 the honeypot: answered as accepted; neither the application nor its CV is kept', async () => {
    clock = new Date('2026-06-01T14:00:00Z');
    const [rows, files, mails] = [await stored(), cvFiles().length, sent.length];
    const res = await postForm('en', { data: PDF, filename: 'cv.pdf', contentType: 'application/pdf' }, { website: 'http://spam.example' });
    expect(res.status).toBe(200);
    expect(mainOf(res.text)).toContain('<p class="form-result">Thank you for your application.');
    expect(await stored()).toBe(rows);
    expect(cvFiles()).toHaveLength(files);
    expect(sent.length).toBe(mails);
  });

  it('U5 the crew-application rate limit: the 6th in an hour is 429 and its CV is not kept', async () => {
    clock = new Date('2026-06-01T15:00:00Z');
    for (let i = 0; i < 5; i++) expect((await postForm('en')).status).toBe(200);
    const files = cvFiles().length;
    const res = await postForm('en', { data: PDF, filename: 'cv.pdf', contentType: 'application/pdf' }, {}, 'application/json');
    expect(res.status).toBe(429);
    expect(cvFiles()).toHaveLength(files);
  });
});

describe('the CV is never served', () => {
  it('P1 no URL reaches DATA_DIR/cv', async () => {
    const file = (await lastRow()).cvFile ?? cvFiles()[0]!;
    for (const path of [`/cv/${file}`, `/media/../cv/${file}`, `/media/%2e%2e/cv/${file}`, `/en/cv/${file}`, `/data/cv/${file}`]) {
      const res = await request(app).get(path).set('User-Agent', PERSON_UA);
      expect(res.status, path).not.toBe(200);
      expect(res.headers['content-type'] ?? '', path).not.toMatch(/pdf|msword|officedocument/);
    }
  });
});

describe('POST /{lang}/joinus with JavaScript (Accept: application/json)', () => {
  it('P1 201 with a message, 415 with the CV field message; a cross-site post is 403', async () => {
    clock = new Date('2026-06-01T16:00:00Z');
    const ok = await postForm('nl', { data: PDF, filename: 'cv.pdf', contentType: 'application/pdf' }, {}, 'application/json');
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ message: expect.any(String) });
    const bad = await postForm('nl', { data: ELF, filename: 'cv.pdf', contentType: 'application/pdf' }, {}, 'application/json');
    expect(bad.status).toBe(415);
    expect(bad.body.errors).toEqual({ cv: ['The CV must be a PDF or a Word document'] });
    const rows = await stored();
    const forged = await request(app).post('/en/joinus').set({ Origin: 'https://evil.example' }).field('first_name', 'x');
    expect(forged.status).toBe(403);
    expect(await stored()).toBe(rows);
  });

  it('a body that is not multipart is refused with 415, not a crash', async () => {
    const res = await request(app).post('/en/joinus').set({ Origin: SITE, Accept: 'application/json' }).type('form').send(fields);
    expect(res.status).toBe(415);
  });
});
