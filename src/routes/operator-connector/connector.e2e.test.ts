import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/start-server';
import { axeViolations, hydrated, launch, type WatchedPage } from '../../../tests/e2e/browser';
import { companyStaff, consolePage } from '../../../tests/e2e/operator-session';
import { startBookingManagerSimulator, type BookingManagerSimulator } from '../../../tests/simulators/booking-manager/simulator';

// Issue 29, as a company hands its fleet to the fleet system it already keeps it in: the owner opens the
// fleet-system page, is told what connecting does, sends the form blank, with an interval of 2 minutes and
// with a key Booking Manager refuses (each named at its field), connects with the right key, syncs now and
// reads the run's report per boat and the empty differences (en, 1280 px); a manager sees the same read
// only and may sync; on a phone in German the owner changes nothing, reads the disconnect's warning and
// disconnects (de, 390 px). A local Booking Manager simulator plays the fleet system.

const BOATS = 5;
let server: RunningServer;
let simulator: BookingManagerSimulator;
let browser: Browser;
let owner: string;
let manager: string;
const TOKEN = 'e2e-connector-public-token-0123456789';
// The browser logs the refused saves itself ("the server responded with a status of 422"); nothing else may appear.
const REFUSALS = [/status of 422/];

beforeAll(async () => {
  simulator = await startBookingManagerSimulator({ boats: BOATS, seed: 7 });
  server = await startServer({
    port: 4290 + Math.floor(Math.random() * 90),
    copyOf: inject('emptyDataDir'),
    env: {
      DEMO_DATA: 'false',
      PUBLIC_API_TOKEN: TOKEN,
      OPERATOR_BOOTSTRAP_EMAIL: 'owner@kornati.example',
      OPERATOR_BOOTSTRAP_COMPANY: 'Kornati Test Charter',
      BOOKING_MANAGER_URL: simulator.url,
      // Only the console starts syncs here: the scheduler's tick would race the owner's "Sync now".
      FLEET_SYNC_TICK_MS: '3600000',
    },
  });
  browser = await launch();
  const staff = await companyStaff(server, TOKEN, 'owner@kornati.example');
  owner = staff.owner;
  manager = await staff.invite({ email: 'ivo@kornati.example', name: 'Ivo Manager', role: 'manager' });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await simulator?.close();
});

async function open(session: string, lang: string, width: number): Promise<WatchedPage> {
  const watched = await consolePage(browser, session, { width, allow: REFUSALS });
  await watched.page.goto(`${server.origin}/${lang}/operator/connector`);
  await hydrated(watched.page);
  return watched;
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the fleet system in the console (issue 29: a two-way connector to Booking Manager and NauSYS)', () => {
  it('the owner connects Booking Manager, each mistake named at its field, syncs now and reads the report (en, 1280 px)', async () => {
    const watched = await consolePage(browser, owner, { width: 1280, allow: REFUSALS });
    const { page, problems } = watched;
    try {
      await page.goto(`${server.origin}/en/operator`);
      await hydrated(page);
      await page.getByRole('link', { name: 'Fleet system' }).click();
      await page.waitForURL(/\/en\/operator\/connector$/);
      await expect.poll(() => page.getByRole('heading', { name: 'Connect your fleet system' }).count()).toBe(1);
      expect(await page.getByText('an option placed here is placed there first').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);

      // Blank key, interval 2: both named, the summary takes the focus.
      await page.locator('#connector-sync_interval_minutes').fill('2');
      await page.getByRole('button', { name: 'Connect' }).click();
      await expect.poll(() => page.locator('.error-summary li').count()).toBe(2);
      expect(await page.locator('#connector-api_key').getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#connector-sync_interval_minutes').getAttribute('aria-invalid')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.className)).toContain('error-summary');
      expect(await axeViolations(page)).toEqual([]);

      // A key Booking Manager refuses: said at the key.
      await page.locator('#connector-sync_interval_minutes').fill('30');
      await page.locator('#connector-api_key').fill('not-the-company-key');
      await page.getByRole('button', { name: 'Connect' }).click();
      await expect.poll(() => page.locator('#connector-api_key-hint').textContent()).toMatch(/refused these credentials/);
      expect(await page.locator('.error-summary li').count()).toBe(1);

      await page.locator('#connector-api_key').fill((simulator.credentials as { apiKey: string }).apiKey);
      await page.getByRole('button', { name: 'Connect' }).click();
      await expect.poll(() => page.getByText('Connected to Kornati Blue Charter.').count()).toBe(1);
      const card = page.getByTestId('connection');
      expect(await card.textContent()).toContain('Kornati Blue Charter');
      expect(await card.textContent()).toContain('Answering');
      expect(await card.textContent()).not.toContain((simulator.credentials as { apiKey: string }).apiKey);
      expect(await page.getByText('No sync has run yet.').count()).toBe(1);

      await page.getByRole('button', { name: 'Sync now' }).click();
      await expect.poll(() => page.getByText('The sync has started.').count()).toBe(1);
      // Polled while it runs: it ends without a reload.
      await expect
        .poll(() => page.getByTestId('syncs').locator('tbody tr').first().textContent(), { timeout: 60_000 })
        .toContain('Succeeded');
      await expect.poll(() => card.textContent()).toMatch(new RegExp(`Imported boats${BOATS}`));
      await page.getByRole('button', { name: 'Show the report' }).click();
      const report = page.locator('[data-testid^="run-report-"]');
      await expect.poll(() => report.locator('tbody tr').count()).toBe(BOATS);
      expect(await report.textContent()).toContain('Added');
      expect(await page.getByRole('button', { name: 'Hide the report' }).getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => page.getByTestId('differences-state').textContent()).toMatch(/^No differences \(checked .+\)\.$/);
      expect(await fitsWidth(page)).toBeLessThanOrEqual(1280);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await watched.context.close();
    }
  }, 180_000);

  it('a manager sees the connection read only and may sync (en, 1280 px)', async () => {
    const { page, problems, context } = await open(manager, 'en', 1280);
    try {
      await expect.poll(() => page.getByTestId('connection').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Sync now' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Change credentials' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Disconnect' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Fleet system' }).count()).toBe(1);
      // The keyboard reaches a run's report.
      await page.getByRole('button', { name: 'Show the report' }).first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('[data-testid^="run-report-"] tbody tr').count()).toBe(BOATS);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('on a phone in German the owner reads what disconnecting does, keeps it once, then disconnects (de, 390 px)', async () => {
    const { page, problems, context } = await open(owner, 'de', 390);
    try {
      await expect.poll(() => page.getByRole('heading', { name: 'Flottensystem', level: 2 }).count()).toBe(1);
      expect(await fitsWidth(page)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Zugangsdaten ändern' }).click();
      expect(await page.locator('#connector-api_key-hint').textContent()).toContain('Leer lassen');
      expect(await fitsWidth(page)).toBeLessThanOrEqual(390);
      await page.getByRole('button', { name: 'Abbrechen' }).click();

      await page.getByRole('button', { name: 'Trennen' }).click();
      const warning = page.locator('#connector-confirm-text');
      expect(await warning.textContent()).toContain('Ihre Boote bleiben auf Bluewater');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Verbindung behalten' }).click();
      expect(await warning.count()).toBe(0);

      await page.getByRole('button', { name: 'Trennen' }).click();
      await page.getByRole('button', { name: 'Ja, trennen' }).click();
      await expect.poll(() => page.getByText('Das Flottensystem ist getrennt.', { exact: false }).count()).toBe(1);
      await expect.poll(() => page.getByRole('heading', { name: 'Flottensystem verbinden' }).count()).toBe(1);
      expect(await fitsWidth(page)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
