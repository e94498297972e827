import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../../server/db/client';
import { docx, pdf, pdfThenDocx } from '../../../tests/setup/cv-files';
import { PERSON_UA, testApp } from '../../../tests/setup/test-app';
import { testDatabase } from '../../../tests/setup/test-db';
import { CV_MAX_BYTES } from '../../contract/forms';

// The join-us CV upload (P1) against hostile and broken bodies (issue 25): a truncated or malformed body
// is a 400 the page can show, never a crash; an aborted upload leaves no file; what is left from a process
// that died mid-upload goes at the next start; the size limit is exactly 5 MiB and is refused by the
// announced length or, for a chunked body, while it streams; the rate limit answers before the body is
// read; and a CV's structure is checked, not only its first bytes. The server listens on a real port here,
// because a crash, an abort and a half-sent body only show on a socket.

const SITE = 'https://bluewater.test';
let app: Express;
let server: Server;
let port: number;
let database: DatabaseHandle;
let dataDir: string;
let clock = new Date('2026-07-01T08:00:00Z');

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bluewater-upload-'));
  database = await testDatabase();
  ({ app } = await testApp({ DATA_DIR: dataDir }, { database, now: () => clock, mailer: { send: async () => {} } }));
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const cvFiles = () => readdirSync(join(dataDir, 'cv'));

const FIELDS: [string, string][] = [
  ['first_name', 'Marko'],
  ['last_name', 'Horvat'],
  ['email', 'marko@example.com'],
  ['phone', '+385 98 765 4321'],
  ['role', 'skipper'],
  ['years_experience', '12'],
  ['message', 'RYA Yachtmaster Offshore, twelve seasons in Dalmatia.'],
  ['languages', 'hr'],
];

const BOUNDARY = 'x';
const fieldPart = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name = 'cv') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
/** The form's fields and the start of a file part, as a browser sends them; what follows is the file. */
const formHead = (fileName = 'cv') => Buffer.from(FIELDS.map(([n, v]) => fieldPart(n, v)).join('') + fileHead(fileName));
const formEnd = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  text: string;
}

/**
 * A POST on a raw socket: the body is written as given and the request ended only when `end` is set, so a
 * test can stop in the middle of a body. `contentLength` false sends it chunked.
 */
function post(path: string, body: Buffer, { accept = 'text/html', end = true, contentLength = true as boolean | number } = {}) {
  const headers: Record<string, string | number> = {
    'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
    'User-Agent': PERSON_UA,
    Origin: SITE,
    Accept: accept,
  };
  if (contentLength !== false) headers['Content-Length'] = contentLength === true ? body.length : contentLength;
  const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers, agent: false });
  // A socket the server closes while the test still writes is an expected end here, not a failure.
  req.on('error', () => {});
  const answer = new Promise<Answer>((resolve) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
  });
  if (body.length) req.write(body);
  else req.flushHeaders();
  if (end) req.end();
  return { req, answer };
}

/** The answer, or "no answer" once `ms` have passed (the server is still waiting for the body). */
const within = (answer: Promise<Answer>, ms: number) =>
  Promise.race([answer, new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), ms))]);

const stillServing = async () => (await request(server).get('/healthz')).status;
const mainOf = (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

describe('a truncated or malformed multipart body (issue 25)', () => {
  it('A5 a body that ends inside the CV is a 400 in the page language, and the server goes on serving', async () => {
    clock = new Date('2026-07-01T08:00:00Z');
    const truncated = Buffer.concat([formHead(), Buffer.from('%PDF-1.4\n1 0 obj')]);
    const page = await post('/de/joinus', truncated).answer;
    expect(page.status).toBe(400);
    expect(mainOf(page.text)).toContain(
      '<p class="form-result form-result--refused">Ihr Formular kam unvollständig an und konnte nicht gelesen werden. Bitte senden Sie es noch einmal.</p>',
    );
    expect(await stillServing()).toBe(200);
    const json = await post('/en/joinus', truncated, { accept: 'application/json' }).answer;
    expect(json.status).toBe(400);
    expect(JSON.parse(json.text)).toEqual({ message: 'Malformed multipart body' });
    expect(await stillServing()).toBe(200);
    expect(cvFiles()).toEqual([]);
  });

  it('A5 a body that ends inside a file part the form does not take is a 400 too', async () => {
    clock = new Date('2026-07-01T09:00:00Z');
    const res = await post('/en/joinus', Buffer.concat([formHead('photo'), Buffer.from('GIF89a')]), { accept: 'application/json' }).answer;
    expect(res.status).toBe(400);
    expect(await stillServing()).toBe(200);
  });

  it("A5 a part without its headers' end, or no closing boundary, is a 400", async () => {
    clock = new Date('2026-07-01T10:00:00Z');
    const noHeaderEnd = await post(
      '/en/joinus',
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="cv"; filename="a.pdf"`),
      { accept: 'application/json' },
    ).answer;
    expect(noHeaderEnd.status).toBe(400);
    const noClosingBoundary = await post('/en/joinus', Buffer.concat([formHead(), pdf()]), { accept: 'application/json' }).answer;
    expect(noClosingBoundary.status).toBe(400);
    expect(await stillServing()).toBe(200);
    expect(cvFiles()).toEqual([]);
  });
});

describe('aborted uploads and files left behind (issue 25)', () => {
  it('P1 a client that drops the connection in the middle of its CV leaves no file in DATA_DIR/cv', async () => {
    clock = new Date('2026-07-01T11:00:00Z');
    const { req } = post('/en/joinus', Buffer.concat([formHead(), pdf(256 * 1024)]), { end: false, contentLength: 1024 * 1024 });
    // The upload has reached the disk…
    await vi.waitFor(() => expect(cvFiles().filter((f) => f.endsWith('.part'))).toHaveLength(1), { timeout: 5000 });
    req.destroy();
    // …and is gone once the server has seen the connection drop.
    await vi.waitFor(() => expect(cvFiles()).toEqual([]), { timeout: 5000 });
    expect(await stillServing()).toBe(200);
  });

  it('P1 a .part file left by a process that died mid-upload is removed when the next one starts; accepted CVs stay', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bluewater-leftover-'));
    try {
      mkdirSync(join(dir, 'cv'));
      writeFileSync(join(dir, 'cv', '5f0c2d9e-0b7a-4e43-9f5e-2b1d3c4a5e6f.part'), Buffer.alloc(4096));
      writeFileSync(join(dir, 'cv', '0d6b8f7e-1c2a-4b3d-8e9f-a1b2c3d4e5f6.pdf'), pdf());
      await testApp({ DATA_DIR: dir }, { database });
      expect(readdirSync(join(dir, 'cv'))).toEqual(['0d6b8f7e-1c2a-4b3d-8e9f-a1b2c3d4e5f6.pdf']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the size limit: exactly 5 MiB (issue 25)', () => {
  it('P1 a CV of exactly 5 MiB (5,242,880 bytes) is accepted; one byte more is refused as "at most 5 MiB"', async () => {
    clock = new Date('2026-07-01T12:00:00Z');
    expect(CV_MAX_BYTES).toBe(5_242_880);
    const exact = await post('/en/joinus', Buffer.concat([formHead(), pdf(CV_MAX_BYTES), formEnd]), { accept: 'application/json' }).answer;
    expect(exact.status).toBe(201);
    expect(cvFiles()).toHaveLength(1);
    const over = await post('/en/joinus', Buffer.concat([formHead(), pdf(CV_MAX_BYTES + 1), formEnd]), { accept: 'application/json' })
      .answer;
    expect(over.status).toBe(413);
    expect(JSON.parse(over.text)).toEqual({ message: 'The CV must be at most 5 MiB', errors: { cv: ['The CV must be at most 5 MiB'] } });
    const page = await post('/en/joinus', Buffer.concat([formHead(), pdf(CV_MAX_BYTES + 1), formEnd])).answer;
    expect(page.status).toBe(413);
    expect(mainOf(page.text)).toContain('id="joinus-cv-error" class="form-field__error">The CV must be at most 5 MiB.</p>');
    expect(cvFiles()).toHaveLength(1);
  });

  it('P1 the form says the same limit as the server', async () => {
    const res = await request(server).get('/en/joinus').set('User-Agent', PERSON_UA);
    expect(mainOf(res.text)).toContain('PDF or Word document, at most 5 MiB.');
  });

  it('P1 a body announced larger than any allowed form is 413 before a byte of it is sent', async () => {
    clock = new Date('2026-07-01T13:00:00Z');
    const { req, answer } = post('/en/joinus', Buffer.alloc(0), {
      accept: 'application/json',
      end: false,
      contentLength: CV_MAX_BYTES + 1024 * 1024,
    });
    const res = await within(answer, 5000);
    req.destroy();
    expect(res).toMatchObject({ status: 413 });
  });

  it('P1 a chunked body (no length announced) is refused with 413 as soon as it passes the limit, before it ends', async () => {
    clock = new Date('2026-07-01T14:00:00Z');
    const { req, answer } = post('/en/joinus', Buffer.concat([formHead(), pdf(CV_MAX_BYTES + 64 * 1024)]), {
      accept: 'application/json',
      end: false,
      contentLength: false,
    });
    const res = await within(answer, 5000);
    req.destroy();
    expect(res).toMatchObject({ status: 413 });
    await vi.waitFor(() => expect(cvFiles().filter((f) => f.endsWith('.part'))).toEqual([]), { timeout: 5000 });
  });

  it('P1 bytes a parser skips (after the closing boundary) count too: a chunked form with 6 MiB after its end is 413', async () => {
    clock = new Date('2026-07-01T15:00:00Z');
    const form = Buffer.from(FIELDS.map(([n, v]) => fieldPart(n, v)).join('') + `--${BOUNDARY}--\r\n`);
    const res = await post('/en/joinus', Buffer.concat([form, Buffer.alloc(6 * 1024 * 1024, 0x20)]), {
      accept: 'application/json',
      contentLength: false,
    }).answer;
    expect(res.status).toBe(413);
  });
});

describe('the rate limit comes before the body (issue 25)', () => {
  it('U5 over the crew-application limit, a post is answered 429 without waiting for its body, and nothing is written', async () => {
    clock = new Date('2026-07-01T16:00:00Z');
    const form = Buffer.from(FIELDS.map(([n, v]) => fieldPart(n, v)).join('') + `--${BOUNDARY}--\r\n`);
    for (let i = 0; i < 5; i++) expect((await post('/en/joinus', form, { accept: 'application/json' }).answer).status).toBe(201);
    const { req, answer } = post('/en/joinus', Buffer.concat([formHead(), pdf(64 * 1024)]), {
      accept: 'application/json',
      end: false,
      contentLength: 1024 * 1024,
    });
    const res = await within(answer, 5000);
    req.destroy();
    expect(res).toMatchObject({ status: 429 });
    expect(cvFiles().filter((f) => f.endsWith('.part'))).toEqual([]);
  });
});

describe('a CV is checked by its structure, not only its first bytes (issue 25)', () => {
  it.each([
    ['a 4-byte "%PDF" file', Buffer.from('%PDF')],
    ['a PDF header without its trailer', pdf().subarray(0, 200)],
    ['a file that is both a PDF and a zip', pdfThenDocx()],
    ['a .docx cut short (no central directory)', docx().subarray(0, 300)],
  ])('P1 %s is refused (415) and not kept', async (_what, data) => {
    clock = new Date('2026-07-01T17:00:00Z');
    const files = cvFiles().length;
    const res = await post('/en/joinus', Buffer.concat([formHead(), data, formEnd]), { accept: 'application/json' }).answer;
    expect(res.status).toBe(415);
    expect(cvFiles()).toHaveLength(files);
  });
});
