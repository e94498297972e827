import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import { baseUrl } from './browser';

// Accounts for the browser tests, made the way a visitor makes one (decision 034): POST /api/registration,
// the link mailed to the address (read from the build's DATA_DIR/outbox), POST /api/finish-registration.

/** The newest link in the outbox to `email` whose path has `/{kind}/`, decoded from quoted-printable. */
export function mailedLink(email: string, kind: 'finish-registration' | 'reset-password' | 'operator/invitation'): string | undefined {
  const outbox = join(inject('dataDir'), 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).sort().reverse();
  } catch {
    return undefined;
  }
  for (const file of files) {
    const text = readFileSync(join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/gi, '=');
    if (!text.includes(email) && !text.includes(encodeURIComponent(email))) continue;
    const link = new RegExp(`https?://[^\\s"<>]+/${kind}/[^\\s"<>]+`).exec(text)?.[0];
    if (link) return link;
  }
  return undefined;
}

let registrations = 0;

/**
 * Registers, opens the mailed link through the API and answers the signed-in user's token. Each from a client
 * address of its own (the build trusts X-Forwarded-For, global-setup.ts): registration allows 5 an hour per
 * address, and the suites together register more than that; what they test of the limit they test apart.
 */
export async function registeredUserToken(publicToken: string, body: Record<string, unknown>): Promise<string> {
  const address = `10.40.${process.pid % 250}.${++registrations % 250}`;
  const post = (path: string, json: object) =>
    fetch(`${baseUrl()}/api${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${publicToken}`, 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify(json),
    });
  const email = String(body.email);
  expect((await post('/registration', body)).status).toBe(202);
  // The mail is sent after the answer (decision 034); a plain loop, since beforeAll hooks call this too.
  let link = mailedLink(email, 'finish-registration');
  for (let waited = 0; !link && waited < 10_000; waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
    link = mailedLink(email, 'finish-registration');
  }
  expect(link, `a finish-registration mail to ${email}`).toBeTruthy();
  const token = new URL(link!).pathname.split('/').pop()!;
  const finished = await post('/finish-registration', { token });
  expect(finished.status).toBe(201);
  return ((await finished.json()) as { token: string }).token;
}
