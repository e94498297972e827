import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/client';
import { errorWithoutValues } from './log-serializers';

// Issue 14 (7): a failing statement's parameters reached the log. These errors are real ones, from
// Drizzle over PGlite, written through pino as the app's loggers write them.

const EMAIL = 'marta.horvat@example.com';
const SECRET = 'Secret-Passw0rd';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  // PGlite starts in seconds on a busy machine.
}, 60_000);
afterAll(() => handle.close());

async function failure(query: Promise<unknown>): Promise<unknown> {
  return query.then(
    () => expect.unreachable('the statement should fail'),
    (err: unknown) => err,
  );
}

function logged(err: unknown): string {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  pino({ serializers: { err: errorWithoutValues } }, stream).error({ err }, 'API request failed');
  return lines.join('');
}

describe('logged errors carry no request values (issue 14, 7)', () => {
  it('a failing statement is logged with its SQL and SQLSTATE, without its parameters', async () => {
    const err = await failure(handle.db.execute(sql`select ${EMAIL}::int as a, ${SECRET}::text as b`));
    const line = logged(err);
    expect(line).toContain('Failed query: select $1::int');
    expect(line).toContain('"code":"22P02"');
    expect(line).not.toContain(EMAIL);
    expect(line).not.toContain(SECRET);
    expect(line).not.toContain('marta');
  });

  it('values quoted by PostgreSQL, in a detail or in a mailer message are left out', () => {
    const cause = Object.assign(new Error(`duplicate key value violates unique constraint "users_email_key"`), {
      code: '23505',
      detail: `Key (email)=(${EMAIL}) already exists.`,
      constraint: 'users_email_key',
    });
    const line = logged(new Error(`Failed query: insert into users values ($1, $2)\nparams: ${EMAIL},${SECRET}\nline two`, { cause }));
    expect(line).toContain('users_email_key');
    expect(line).toContain('23505');
    expect(line).not.toContain(EMAIL);
    expect(line).not.toContain(SECRET);
    expect(line).not.toContain('line two');
    expect(logged(new Error(`Can't send mail - all recipients were rejected: 550 <${EMAIL}>`))).not.toContain(EMAIL);
  });
});
