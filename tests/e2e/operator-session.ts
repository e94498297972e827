import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { codeAt } from '../../server/operators/totp';
import { openPage, type WatchedPage } from './browser';

// Console sessions for the browser tests (issue 27): the company's staff as they come in — the owner a server
// start invited (OPERATOR_BOOTSTRAP_EMAIL) and the people that owner invites — each accepting the mailed
// invitation with a password and TOTP through the API, then a browser tab that holds the session as the
// console keeps it. The invitation's own pages are proved by operator-console.e2e.test.ts.

/** A running build: its origin and its DATA_DIR, whose outbox holds the mails without SMTP. */
interface Server {
  origin: string;
  dataDir: string;
}

type Role = 'owner' | 'manager' | 'agent';

const PASSWORD = 'mainsheet-traveller-42';

async function post(server: Server, path: string, token: string, body: object): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.origin}/api${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** The invitation token of the newest console invitation mailed to `email` (waiting up to 10 s for it). */
async function invitationToken(server: Server, email: string): Promise<string> {
  const outbox = join(server.dataDir, 'outbox');
  for (let waited = 0; waited < 10_000; waited += 100) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).sort().reverse();
    } catch {
      /* no mail yet */
    }
    for (const file of files) {
      const text = readFileSync(join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '=');
      const token = text.includes(email) ? /\/operator\/invitation\/([\w-]{43})/.exec(text)?.[1] : undefined;
      if (token) return token;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no invitation mail to ${email}`);
}

/** Accepts the mailed invitation: a password, then a TOTP code from the secret; answers the full session. */
async function accept(server: Server, publicToken: string, email: string): Promise<string> {
  const enrol = (
    await post(server, `/operator/invitations/${await invitationToken(server, email)}`, publicToken, {
      password: PASSWORD,
      password_confirmation: PASSWORD,
    })
  ).token as string;
  const { secret } = (await post(server, '/operator/totp/secret', enrol, {})) as { secret: string };
  return (await post(server, '/operator/totp', enrol, { code: codeAt(secret, new Date()) })).token as string;
}

export interface CompanyStaff {
  /** The owner's console session. */
  owner: string;
  /** Someone the owner invites (as the people section does), signed in: their console session. */
  invite(person: { email: string; name: string; role: Role; language?: string }): Promise<string>;
}

/** The company of the owner the server invited at start (`ownerEmail`, its OPERATOR_BOOTSTRAP_EMAIL), signed in. */
export async function companyStaff(server: Server, publicToken: string, ownerEmail: string): Promise<CompanyStaff> {
  const owner = await accept(server, publicToken, ownerEmail);
  return {
    owner,
    async invite(person) {
      await post(server, '/operator/people', owner, { language: 'en', ...person });
      return accept(server, publicToken, person.email);
    },
  };
}

/** A watched page (console problems fail the test) whose tab holds `session`, as the console keeps it. */
export async function consolePage(
  browser: Browser,
  session: string,
  options: { width: number; height?: number; allow?: RegExp[] },
): Promise<WatchedPage> {
  const watched = await openPage(browser, { height: options.width < 600 ? 844 : 900, ...options });
  await watched.context.addInitScript((token) => window.sessionStorage.setItem('bluewater.operator', token), session);
  return watched;
}
