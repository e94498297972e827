import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

// Issue 25, item 8: outbox messages carry CV attachments and booking and reset tokens; no other user of
// the machine may read them.
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bw-outbox-'));
  dirs.push(dir);
  return dir;
}

const mailer = (dir: string) =>
  createMailer({ from: 'Bluewater <no-reply@bluewater.example>', dataDir: dir, logger: pino({ level: 'silent' }) });
const mail = {
  to: 'ana@example.com',
  subject: 'Your booking',
  text: 'token abc',
  attachments: [{ filename: 'cv.pdf', contentType: 'application/pdf', content: '%PDF-1.4' }],
};
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the outbox (no SMTP_URL)', () => {
  it('writes each message 0600 in a 0700 outbox', async () => {
    const dir = dataDir();
    await mailer(dir).send(mail);
    await mailer(dir).send(mail);
    const outbox = join(dir, 'outbox');
    const files = readdirSync(outbox);
    expect(modeOf(outbox)).toBe(0o700);
    expect(files).toHaveLength(2);
    expect(files.map((f) => modeOf(join(outbox, f)))).toEqual([0o600, 0o600]);
  });

  it('narrows an outbox an older version made readable by others', async () => {
    const dir = dataDir();
    mkdirSync(join(dir, 'outbox'), { mode: 0o755 });
    await mailer(dir).send(mail);
    expect(modeOf(join(dir, 'outbox'))).toBe(0o700);
  });
});
