import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/start-server';
import { codeAt } from '../../../server/operators/totp';
import { axeViolations, hydrated, launch, openPage } from '../../../tests/e2e/browser';

// Issue 27, as a new charter company meets the console: a fresh install (no demo data) started with
// OPERATOR_BOOTSTRAP_EMAIL mails its first owner; the owner sets a password and TOTP, keeps the recovery
// codes, invites a manager; the manager (in German, on a phone) does the same from their own mail and signs
// in with password and code. Owners-only parts stay hidden from the manager.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({
    port: 4100 + Math.floor(Math.random() * 90),
    copyOf: inject('emptyDataDir'),
    env: { DEMO_DATA: 'false', OPERATOR_BOOTSTRAP_EMAIL: 'owner@seaway.example', OPERATOR_BOOTSTRAP_COMPANY: 'Seaway Charter GmbH' },
  });
  browser = await launch();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The invitation link of the newest mail to `email` in the server's outbox, on this server's origin. */
function invitationLink(email: string): string {
  const outbox = join(server.dataDir, 'outbox');
  for (const file of readdirSync(outbox).sort().reverse()) {
    const text = readFileSync(join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/gi, '=');
    if (!text.includes(email)) continue;
    const link = /https?:\/\/[^\s"<>]+\/operator\/invitation\/[\w-]{43}/.exec(text)?.[0];
    if (link) return server.origin + new URL(link).pathname;
  }
  throw new Error(`no invitation mail to ${email}`);
}

/** Password, then TOTP from the secret the page shows, then the recovery codes: the console opens. */
async function acceptInvitation(page: Page, link: string, password: string, texts: { open: RegExp }): Promise<string> {
  await page.goto(link);
  await hydrated(page);
  await page.locator('#invitation-password').fill(password);
  await page.locator('#invitation-confirmation').fill(password);
  await page.locator('form button[type=submit]').click();
  const secret = (await page.locator('.operator-secret').textContent())!.replace(/\s/g, '');
  await page.locator('#totp-code').fill(codeAt(secret, new Date()));
  await page.locator('form button[type=submit]').click();
  await expect.poll(() => page.locator('[data-testid=recovery-codes] li').count()).toBe(10);
  await page.locator('.operator-check input').check();
  await page.getByRole('button', { name: texts.open }).click();
  await page.locator('.operator-card h2').first().waitFor();
  return secret;
}

describe('the operator console for a new company (issue 27)', () => {
  it('bootstrap mail → password → TOTP → recovery codes → console; the owner invites a manager (en, 1280 px)', async () => {
    const { page, problems, context } = await openPage(browser, { width: 1280 });
    await acceptInvitation(page, invitationLink('owner@seaway.example'), 'topsail-halyard-88', { open: /open the console/i });
    expect(page.url()).toMatch(/\/en\/operator$/);
    await expect.poll(() => page.locator('#company-heading').textContent()).toBe('Seaway Charter GmbH');
    await expect.poll(() => page.locator('[data-testid=people] tbody tr').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // In the half-width card a one-word heading stays on one line: no word is split to squeeze its column.
    const headingLines = await page.locator('[data-testid=people] th').evaluateAll((cells) =>
      cells
        .filter((cell) => !/\s/.test(cell.textContent!.trim()))
        .map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return `${cell.textContent!.trim()}: ${range.getClientRects().length}`;
        }),
    );
    expect(headingLines).toEqual(['Name: 1', 'Role: 1', 'Status: 1', 'Since: 1']);

    await page.locator('#invite-email').fill('mia@seaway.example');
    await page.locator('#invite-name').fill('Mia Horvat');
    await page.locator('#invite-language').selectOption('de');
    await page.getByRole('button', { name: /send the invitation/i }).click();
    await expect.poll(() => page.locator('[data-testid=people] tbody tr').count()).toBe(2);
    expect(await page.locator('[data-testid=people]').textContent()).toContain('Invited');

    await page.getByRole('link', { name: 'Audit trail' }).click();
    await expect.poll(() => page.locator('[data-testid=audit] tbody tr').count()).toBe(4);
    expect(await page.locator('[data-testid=audit]').textContent()).toContain('Person invited');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('the manager accepts in German on a phone, signs in with password and code, and sees no owners-only parts (de, 390 px)', async () => {
    const { page, problems, context } = await openPage(browser, { width: 390, height: 844 });
    const secret = await acceptInvitation(page, invitationLink('mia@seaway.example'), 'jib-sheet-winch-7', { open: /konsole öffnen/i });
    expect(page.url()).toMatch(/\/de\/operator$/);
    expect(await page.locator('[data-testid=people]').count()).toBe(0);
    expect(await page.getByRole('link', { name: /protokoll/i }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: /^abmelden$/i }).click();
    await page.waitForURL(/\/de\/operator\/sign-in$/);
    await page.locator('#operator-email').fill('mia@seaway.example');
    await page.locator('#operator-password').fill('jib-sheet-winch-7');
    await page.locator('form button[type=submit]').click();
    // The code of the next 30-second step: the one used to turn TOTP on is spent.
    await page.locator('#operator-code').fill(codeAt(secret, new Date(Date.now() + 30_000)));
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/de\/operator$/);
    await expect.poll(() => page.locator('#company-heading').textContent()).toBe('Seaway Charter GmbH');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('a wrong code is refused in the page language and the console stays closed (en)', async () => {
    // The browser logs the refused call itself ("the server responded with a status of 401"); nothing else may appear.
    const { page, problems, context } = await openPage(browser, { allow: [/status of 401/] });
    await page.goto(`${server.origin}/en/operator/sign-in`);
    await hydrated(page);
    await page.locator('#operator-email').fill('owner@seaway.example');
    await page.locator('#operator-password').fill('topsail-halyard-88');
    await page.locator('form button[type=submit]').click();
    await page.locator('#operator-code').fill('000000');
    await page.locator('form button[type=submit]').click();
    await expect.poll(() => page.locator('#operator-code-error').textContent()).toMatch(/not right/);
    expect(page.url()).toMatch(/\/en\/operator\/sign-in$/);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('console pages are never indexed, framed or listed (issue 27)', async () => {
    const res = await fetch(`${server.origin}/en/operator`);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(await res.text()).toMatch(/<meta name="robots" content="noindex/);
    const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/operator');
  });
});
