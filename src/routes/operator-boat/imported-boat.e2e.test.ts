import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/start-server';
import { axeViolations, hydrated, launch, type WatchedPage } from '../../../tests/e2e/browser';
import { companyStaff, consolePage } from '../../../tests/e2e/operator-session';
import { startBookingManagerSimulator, type BookingManagerSimulator } from '../../../tests/simulators/booking-manager/simulator';
import type { Browser } from 'playwright-core';

// Issue 29, "imported fields are read-only in the console": a company connects Booking Manager (a local
// simulator) and syncs; a manager opens an imported boat. The boat page says the boat comes from Booking
// Manager, shows its specifications in disabled fields and its photos without upload, move or delete, and
// saves the descriptions; the fleet list marks it; the prices page says the same, with no editor for prices,
// discounts, deposit or blocks, and a form for the company's own extras (en, 1280 px; de, 390 px).

const BOATS = 2;
const TOKEN = 'e2e-imported-public-token-0123456789';
let server: RunningServer;
let simulator: BookingManagerSimulator;
let browser: Browser;
let manager: string;
let boatId: number;

async function api(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${server.origin}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  simulator = await startBookingManagerSimulator({ boats: BOATS, seed: 11 });
  server = await startServer({
    port: 4380 + Math.floor(Math.random() * 90),
    env: {
      DEMO_DATA: 'false',
      PUBLIC_API_TOKEN: TOKEN,
      OPERATOR_BOOTSTRAP_EMAIL: 'owner@vis.example',
      OPERATOR_BOOTSTRAP_COMPANY: 'Vis Test Charter',
      BOOKING_MANAGER_URL: simulator.url,
    },
  });
  browser = await launch();
  const staff = await companyStaff(server, TOKEN, 'owner@vis.example');
  manager = await staff.invite({ email: 'lana@vis.example', name: 'Lana Manager', role: 'manager' });
  const apiKey = (simulator.credentials as { apiKey: string }).apiKey;
  const connected = await api('/operator/connector', staff.owner, { method: 'PUT', body: { system: 'booking_manager', api_key: apiKey } });
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  // A sync may already run on the schedule (409): either way the boats arrive.
  await api('/operator/connector/syncs', manager, { method: 'POST' });
  const imported = async () => ((await api('/operator/boats', manager)).body.boats as { source: unknown }[]).filter((b) => b.source).length;
  for (let waited = 0; (await imported()) < BOATS; waited += 1_000) {
    if (waited > 90_000) throw new Error('the sync did not bring the boats');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  boatId = ((await api('/operator/boats', manager)).body.boats as { id: number }[])[0]!.id;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await simulator?.close();
});

async function open(path: string, width: number): Promise<WatchedPage> {
  const watched = await consolePage(browser, manager, { width });
  await watched.page.goto(`${server.origin}${path}`);
  await hydrated(watched.page);
  return watched;
}

describe('an imported boat in the console (issue 29)', () => {
  for (const [lang, width, note, saveTexts] of [
    ['en', 1280, /comes from Booking Manager/, 'Save the descriptions'],
    ['de', 390, /kommt aus Booking Manager/, 'Beschreibungen speichern'],
  ] as const) {
    it(`the boat page shows the system's fields read-only and saves the descriptions (${lang}, ${width} px)`, async () => {
      const { page, problems, context } = await open(`/${lang}/operator/boats/${boatId}`, width);
      try {
        await expect.poll(() => page.getByTestId('imported-note').textContent(), { timeout: 15_000 }).toMatch(note);
        expect(await page.locator('#boat-name').isDisabled()).toBe(true);
        expect(await page.locator('#boat-cabins').isDisabled()).toBe(true);
        expect(await page.locator('#boat-deposit').isDisabled()).toBe(true);
        // Photos: no upload, move or delete.
        expect(await page.locator('.boat-photo__actions').count()).toBe(0);
        expect(await page.locator('input[type=file]').count()).toBe(0);
        // The description is the company's: written and saved.
        const text = page.locator('#boat-description');
        await text.fill(`${lang}: our own words about this boat.`);
        await page.getByRole('button', { name: saveTexts }).click();
        await expect
          .poll(async () => ((await api(`/operator/boats/${boatId}`, manager)).body.description as Record<string, string>)[lang], {
            timeout: 15_000,
          })
          .toBe(`${lang}: our own words about this boat.`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 90_000);
  }

  it('the fleet list marks the imported boats (en, 1280 px)', async () => {
    const { page, problems, context } = await open('/en/operator/boats', 1280);
    try {
      await expect.poll(() => page.getByText('(from Booking Manager)').count(), { timeout: 15_000 }).toBe(BOATS);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('the prices page has no editor for what the system owns, and one for the company’s own extras (en, 1280 px)', async () => {
    const { page, problems, context } = await open(`/en/operator/boats/${boatId}/prices`, 1280);
    try {
      await expect.poll(() => page.getByTestId('imported-note').textContent(), { timeout: 15_000 }).toMatch(/comes from Booking Manager/);
      expect(await page.getByRole('button', { name: 'Save the prices' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Copy the prices' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Save the discount' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Add an extra' }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});
