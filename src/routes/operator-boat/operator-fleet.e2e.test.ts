import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/start-server';
import { codeAt } from '../../../server/operators/totp';
import { axeViolations, hydrated, launch, openPage } from '../../../tests/e2e/browser';

// Issue 27, the fleet, as a charter company's owner does it: in the console, add a boat (a new shipyard and
// model, one of the company's bases, its measures, the English text), publish it, and find it in the public
// search; in English at 1280 px and in German on a phone (390 px), by the form kit's fields, axe clean. The
// English boat is chartered for 7 nights at least ("check-in day and minimum nights"): its public page says so
// beside check-in, and for three nights says why there is no price.

const PUBLIC_TOKEN = 'fleet-e2e-public-token-0123456789';
const OWNER = 'fleet-owner@e2e.example';
let server: RunningServer;
let browser: Browser;
let session: string;

/** The invitation link's token in the server's outbox. */
function invitationToken(email: string): string {
  const outbox = join(server.dataDir, 'outbox');
  for (const file of readdirSync(outbox).sort().reverse()) {
    const text = readFileSync(join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/gi, '=');
    const token = text.includes(email) ? /\/operator\/invitation\/([\w-]{43})/.exec(text)?.[1] : undefined;
    if (token) return token;
  }
  throw new Error(`no invitation mail to ${email}`);
}

async function api(path: string, token: string, body?: object): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.origin}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** The owner's console session, through the invitation link's API (the console e2e test goes through its pages). */
async function ownerSession(): Promise<string> {
  const password = 'keel-and-rudder-31';
  const accepted = await api(`/operator/invitations/${invitationToken(OWNER)}`, PUBLIC_TOKEN, {
    password,
    password_confirmation: password,
  });
  const enrol = accepted.token as string;
  const { secret } = (await api('/operator/totp/secret', enrol, {})) as { secret: string };
  return (await api('/operator/totp', enrol, { code: codeAt(secret, new Date()) })).token as string;
}

/** Every boat id the public search lists at the base's destination (all pages). */
async function publicSearchIds(baseId: number): Promise<number[]> {
  const destinations = (await api('/destinations/en', PUBLIC_TOKEN)) as { data: { id: number; bases: { id: number }[] }[] };
  const destination = destinations.data.find((d) => d.bases.some((b) => b.id === baseId))!;
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const list = (await api(`/yacht-list?destinations=${destination.id}&per_page=50&page=${page}`, PUBLIC_TOKEN)) as {
      data: { id: number }[];
      last_page: number;
    };
    ids.push(...list.data.map((y) => y.id));
    if (page >= list.last_page) return ids;
  }
}

async function signedIn(options: { width: number; height?: number }) {
  const watched = await openPage(browser, options);
  await watched.context.addInitScript((token) => window.sessionStorage.setItem('bluewater.operator', token), session);
  return watched;
}

interface Texts {
  add: RegExp;
  anotherShipyard: string;
  create: RegExp;
  publish: RegExp;
  published: RegExp;
}

/** Fills the boat form as an office would, the English description included, and sends it. */
async function addBoat(page: Page, lang: string, name: string, texts: Texts, ownText?: string, minNights?: string): Promise<number> {
  await page.goto(`${server.origin}/${lang}/operator/boats`);
  await hydrated(page);
  await page.locator('[data-testid=fleet] tbody tr').first().waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: texts.add }).click();
  await page.locator('#boat-name').waitFor();
  await page.locator('#boat-name').fill(name);
  await page.locator('#boat-type_id').selectOption({ index: 1 });
  await page.locator('#boat-shipyard_id').selectOption({ label: texts.anotherShipyard });
  await page.locator('#boat-shipyard_name').fill('Fleet Test Yachts');
  await page.locator('#boat-model_name').fill(`Voyager ${lang}`);
  await page.locator('#boat-year').fill('2023');
  await page.locator('#boat-base_id').selectOption({ index: 1 });
  for (const [field, value] of [
    ['length_m', '12.35'],
    ['beam_m', '4.2'],
    ['draught_m', '1.9'],
    ['cabins', '3'],
    ['berths', '8'],
    ['heads', '2'],
    ['max_people', '8'],
    ['water_tank_l', '330'],
    ['fuel_tank_l', '200'],
    ['deposit', '2500'],
  ]) {
    await page.locator(`#boat-${field}`).fill(value!);
  }
  await page.locator('#boat-engine').fill('Yanmar 57 hp');
  expect(await page.locator('#boat-min_nights').inputValue()).toBe('1');
  if (minNights) await page.locator('#boat-min_nights').fill(minNights);
  await page.locator('#boat-main_sail_type').selectOption({ index: 1 });
  await page.locator('.operator-equipment input').first().check();
  if (ownText) await page.locator('#boat-description').fill(ownText);
  await page.locator('#boat-text-language').selectOption('en');
  await page.locator('#boat-description').fill(`${name} is a well kept yacht for a family week at sea.`);
  expect(await page.locator('[data-testid=missing-languages]').textContent()).not.toMatch(/English/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: texts.create }).click();
  await page.waitForURL(/\/operator\/boats\/\d+$/);
  return Number(/\/(\d+)$/.exec(page.url())![1]);
}

beforeAll(async () => {
  server = await startServer({
    port: 4200 + Math.floor(Math.random() * 90),
    copyOf: inject('demoDataDir'),
    env: { OPERATOR_BOOTSTRAP_EMAIL: OWNER, PUBLIC_API_TOKEN: PUBLIC_TOKEN },
  });
  browser = await launch();
  session = await ownerSession();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the fleet in the console (issue 27)', () => {
  it('the owner adds a boat, writes its English text and publishes it; the public search lists it within a second (en, 1280 px)', async () => {
    const { page, problems, context } = await signedIn({ width: 1280 });
    const id = await addBoat(
      page,
      'en',
      'Quillwort Star',
      {
        add: /add a boat/i,
        anotherShipyard: 'Another shipyard…',
        create: /add the boat/i,
        publish: /^publish$/i,
        published: /is on the public site/i,
      },
      undefined,
      '7',
    );
    expect((await api(`/operator/boats/${id}`, session)).min_nights).toBe(7);
    expect(await page.locator('#boat-min_nights').inputValue()).toBe('7');
    const publish = page.locator('[data-testid=publish]');
    await expect.poll(() => publish.textContent()).toMatch(/not on the public site/i);
    const baseId = Number(await api(`/operator/boats/${id}`, session).then((b) => b.base_id));
    expect(await publicSearchIds(baseId)).not.toContain(id);
    expect(await axeViolations(page)).toEqual([]);

    await publish.getByRole('button', { name: /^publish$/i }).click();
    const publishedAt = Date.now();
    await expect.poll(() => publish.textContent()).toMatch(/is on the public site/i);
    await expect.poll(async () => (await publicSearchIds(baseId)).includes(id), { timeout: 1_000, interval: 50 }).toBe(true);
    expect(Date.now() - publishedAt).toBeLessThan(5_000);

    // Its public page, without photos or prices: a neutral picture and no price, no console error.
    const href = await publish.getByRole('link').getAttribute('href');
    await page.goto(`${server.origin}${href}`);
    await hydrated(page);
    expect(await page.locator('h1').first().textContent()).toContain('Quillwort Star');
    expect(await page.locator('[data-testid=min-nights]').textContent()).toMatch(/Minimum stay\s*7 nights/);
    // Three nights are fewer than its minimum: no price, and the page says why (not that the boat is taken).
    const start = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 43 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${server.origin}${href}?date_start=${start}&date_end=${end}`);
    await hydrated(page);
    expect(await page.locator('[data-testid=below-min-nights]').textContent()).toMatch(/at least 7 nights/);
    expect(await page.locator('[data-testid=quote]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // The list shows it published.
    await page.goto(`${server.origin}/en/operator/boats`);
    await hydrated(page);
    const row = page.locator('[data-testid=fleet] tbody tr', { hasText: 'Quillwort Star' });
    await expect.poll(() => row.textContent()).toMatch(/Published/);
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);

  it('the same on a phone in German: the missing languages are marked, German and English written, published (de, 390 px)', async () => {
    const { page, problems, context } = await signedIn({ width: 390, height: 844 });
    const id = await addBoat(
      page,
      'de',
      'Quillwort Mond',
      {
        add: /boot hinzufügen/i,
        anotherShipyard: 'Andere Werft…',
        create: /boot hinzufügen/i,
        publish: /^veröffentlichen$/i,
        published: /ist auf der öffentlichen website/i,
      },
      'Eine gepflegte Yacht für eine Familienwoche auf See.',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The text language select marks the ten still missing.
    await expect.poll(() => page.locator('#boat-text-language option', { hasText: /fehlt/ }).count()).toBe(10);
    expect(await page.locator('[data-testid=missing-languages]').textContent()).toMatch(/^Fehlt: /);
    await page.getByRole('button', { name: /^veröffentlichen$/i }).click();
    await expect.poll(() => page.locator('[data-testid=publish]').textContent()).toMatch(/ist auf der öffentlichen Website/i);
    const baseId = Number(await api(`/operator/boats/${id}`, session).then((b) => b.base_id));
    await expect.poll(async () => (await publicSearchIds(baseId)).includes(id), { timeout: 1_000, interval: 50 }).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});
