import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyDataDir, startServer, type RunningServer } from '../../../scripts/start-server';
import { migrateDatabase, openDatabase } from '../../../server/db/client';
import { seedDemoData } from '../../../server/db/seed/seed-demo';
import { addDays } from '../../contract/iso-date';
import { axeViolations, launch } from '../../../tests/e2e/browser';
import { companyStaff, consolePage } from '../../../tests/e2e/operator-session';

// Issue 29 in the console: the owner adds a webhook endpoint (the form kit), sees its signing secret, and —
// after a visitor places an option on one of the company's boats — sees the delivery in the endpoint's log,
// while the receiver (node:http on 127.0.0.1; the server runs with WEBHOOKS_ALLOW_PRIVATE) got it signed with
// that secret. In English at 1280 px and in German at 390 px; axe-clean, no console error.

const TOKEN = 'e2e-webhooks-public-token-0123456789';
let server: RunningServer;
let browser: Browser;
let fleet: string;
let owner: string;
let receiver: Server;
let receiverUrl: string;
const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
const weeks: { slug: string; start: string; product: string }[] = [];

async function api(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${server.origin}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${weeks.length + 60}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/bluewater`;

  // A small demo fleet seeded beforehand, into a copy of the build's migrated empty data directory
  // (tests/e2e/global-setup.ts) (the server's own seeding outlasts its start-up deadline on a busy
  // machine); the owner is the first demo company's.
  fleet = mkdtempSync(join(tmpdir(), 'bw-webhooks-'));
  copyDataDir(inject('emptyDataDir'), fleet);
  const handle = await openDatabase({ dataDir: fleet, pgliteThread: 'main' });
  await migrateDatabase(handle);
  await seedDemoData(handle.db, { yachts: 60 });
  await handle.close();
  server = await startServer({
    port: 4300 + Math.floor(Math.random() * 90),
    copyOf: fleet,
    env: {
      DEMO_DATA: 'false',
      PUBLIC_API_TOKEN: TOKEN,
      OPERATOR_BOOTSTRAP_EMAIL: 'owner@webhooks.example',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      WEBHOOKS_INTERVAL_MS: '300',
    },
  });
  browser = await launch();
  owner = (await companyStaff(server, TOKEN, 'owner@webhooks.example')).owner;
  // Two published boats of the company, each with a free priced week a few weeks ahead.
  const { boats } = (await api('/operator/boats', owner)) as { boats: { id: number; published: boolean; public_path: string }[] };
  const from = addDays(new Date().toISOString().slice(0, 10), 21);
  for (const boat of boats.filter((b) => b.published)) {
    const { periods } = (await api(`/operator/boats/${boat.id}/prices`, owner)) as { periods: { date_from: string; date_to: string }[] };
    const period = periods.find((p) => p.date_from >= from && p.date_to >= addDays(p.date_from, 7));
    if (!period) continue;
    const days = (
      (await api(`/yacht-availability/${boat.id}?from=${period.date_from}&to=${addDays(period.date_from, 6)}`, TOKEN)) as {
        data?: { available: boolean }[];
      }
    ).data;
    if (!days || days.some((d) => !d.available)) continue;
    const { products } = (await api(`/operator/boats/${boat.id}`, owner)) as { products: string[] };
    weeks.push({ slug: boat.public_path.split('/').pop()!, start: period.date_from, product: products[0]! });
    if (weeks.length === 2) break;
  }
  expect(weeks.length).toBe(2);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  if (fleet) rmSync(fleet, { recursive: true, force: true });
});

/** Hydration, allowed up to 90 s on a busy machine. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => Object.keys(document).some((k) => k.startsWith('__reactContainer')), null, { timeout: 90_000 });

const placeOption = async (week: (typeof weeks)[number], lang: string) =>
  (
    (await api('/bookings', TOKEN, {
      method: 'POST',
      body: {
        yacht_slug: week.slug,
        date_start: week.start,
        date_end: addDays(week.start, 7),
        product: week.product,
        people: 2,
        first_name: 'Ines',
        last_name: `Moreau-${lang}`,
        email: `ines.webhooks.${lang}@example.com`,
        phone: '+33 6 12 34 56 78',
        terms_accepted: true,
        language: lang,
      },
    })) as { data: { reference: string } }
  ).data.reference;

const TEXTS = {
  en: { add: 'Add the endpoint', log: 'Delivery log', delivered: 'Delivered', event: 'Option placed' },
  de: { add: 'Endpunkt hinzufügen', log: 'Zustellprotokoll', delivered: 'Zugestellt', event: 'Option gesetzt' },
} as const;

describe('webhooks in the console (issue 29)', () => {
  it('the owner adds an endpoint, sees its secret and the signed delivery in the log (en, 1280 px)', async () => {
    const t = TEXTS.en;
    // The refused address's 422 is the browser's only expected error.
    const { page, problems, context } = await consolePage(browser, owner, { width: 1280, allow: [/status of 422/] });
    await page.goto(`${server.origin}/en/operator/webhooks`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Webhooks' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A bad address is refused beside its field; then the receiver's address.
    await page.locator('#webhook-url').fill('http://hooks.example.com/in');
    await page.getByRole('button', { name: t.add }).click();
    await expect.poll(() => page.locator('#webhook-url').getAttribute('aria-invalid')).toBe('true');
    await page.locator('#webhook-url').fill(receiverUrl);
    await page.getByRole('button', { name: t.add }).click();
    const secretField = page.locator('[data-testid=webhook-secret]');
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    await expect.poll(() => page.locator('[data-testid=webhooks] tbody').textContent()).toContain(receiverUrl);
    expect(await axeViolations(page)).toEqual([]);

    const reference = await placeOption(weeks[0]!, 'en');
    await page.getByRole('button', { name: t.log }).click();
    const log = page.locator('[data-testid=webhook-log] tbody');
    await expect.poll(() => log.textContent(), { timeout: 30_000 }).toContain(t.delivered);
    expect(await log.textContent()).toContain(reference);
    expect(await log.textContent()).toContain(t.event);
    expect(await axeViolations(page)).toEqual([]);

    // The receiver got it once, signed with the secret the page showed.
    expect(received).toHaveLength(1);
    const [delivery] = received;
    const [, ts, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivery!.headers['bluewater-signature']))!;
    expect(v1).toBe(createHmac('sha256', secret).update(`${ts}.${delivery!.body}`).digest('hex'));
    expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'option.placed', booking: { reference } });
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);

  it('in German on a phone: the endpoint, its log with both deliveries, the secret on demand (de, 390 px)', async () => {
    const t = TEXTS.de;
    const reference = await placeOption(weeks[1]!, 'de');
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2);
    const { page, problems, context } = await consolePage(browser, owner, { width: 390 });
    await page.goto(`${server.origin}/de/operator/webhooks`);
    await hydrated(page);
    await expect.poll(() => page.locator('[data-testid=webhooks] tbody').textContent()).toContain(receiverUrl);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: t.log }).click();
    const log = page.locator('[data-testid=webhook-log] tbody');
    await expect.poll(() => log.locator('tr').count()).toBe(2);
    expect(await log.textContent()).toContain(reference);
    expect(await log.textContent()).toContain(t.delivered);
    await page.getByRole('button', { name: 'Geheimnis' }).click();
    await expect.poll(() => page.locator('[data-testid=webhook-secret]').inputValue()).toMatch(/^whsec_/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});
