import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/start-server';
import { axeViolations, hydrated, launch } from '../../../tests/e2e/browser';
import { companyStaff, consolePage } from '../../../tests/e2e/operator-session';

// Issue 27, the fleet: a company made from nothing (DEMO_DATA=false, the first owner from
// OPERATOR_BOOTSTRAP_EMAIL) has no base, so its boat form has nothing to offer — it says so and links to the
// fleet page's Bases section; the owner adds a base there and the new-boat form offers it. In English at
// 1280 px, then in German at 390 px (a second base, added and deleted); axe clean, no console problems.

let server: RunningServer;
let browser: Browser;
let session = '';
const OWNER = 'owner@new-charter.example';
const TOKEN = 'e2e-bases-public-token-0123456789';

beforeAll(async () => {
  server = await startServer({
    port: 4700 + Math.floor(Math.random() * 90),
    copyOf: inject('emptyDataDir'),
    env: { DEMO_DATA: 'false', PUBLIC_API_TOKEN: TOKEN, OPERATOR_BOOTSTRAP_EMAIL: OWNER, OPERATOR_BOOTSTRAP_COMPANY: 'New Charter Ltd' },
  });
  browser = await launch();
  session = (await companyStaff(server, TOKEN, OWNER)).owner;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function go(page: Page, path: string) {
  await page.goto(`${server.origin}${path}`);
  await hydrated(page);
}

/** Fills the Bases section's form (the destination: the first of the site's) and saves it. */
async function addBase(page: Page, name: string, city: string, submit: RegExp, position?: [string, string]) {
  await page.locator('#base-name').fill(name);
  await page.locator('#base-city').fill(city);
  await page.locator('#base-destination_id').selectOption({ index: 1 });
  if (position) {
    await page.locator('#base-lat').fill(position[0]);
    await page.locator('#base-lng').fill(position[1]);
  }
  await page.getByRole('button', { name: submit }).click();
}

describe('a new company’s bases in the console (issue 27, the fleet)', () => {
  it('the boat form says there is no base and links to Bases; the owner adds one and the form offers it (en, 1280 px)', async () => {
    // The refused save below is a 422 the browser logs; nothing else may be.
    const { page, problems, context } = await consolePage(browser, session, { width: 1280, allow: [/status of 422/] });

    await go(page, '/en/operator/boats/new');
    const note = page.locator('#boat-base_id-hint');
    await expect.poll(() => note.textContent()).toContain('Your company has no base yet.');
    expect(await page.locator('#boat-base_id option').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await note.getByRole('link', { name: 'Add a base first' }).click();
    await page.waitForURL(/\/en\/operator\/boats#bases$/);
    await expect.poll(() => page.locator('#bases').textContent()).toContain('Your company has no base yet.');

    // A refused save names the field (the name left empty), then the base is added.
    await page.locator('#base-city').fill('Trogir');
    await page.getByRole('button', { name: 'Add the base' }).click();
    await expect.poll(() => page.locator('#base-name-error').count()).toBe(1);
    await addBase(page, 'Marina Nova', 'Trogir', /^Add the base$/);
    await expect.poll(() => page.locator('[data-testid=bases] tbody tr').count()).toBe(1);
    expect(await page.locator('[data-testid=bases]').textContent()).toContain('Marina Nova');
    expect(await axeViolations(page)).toEqual([]);
    // The fleet list's base filter has it too.
    await expect.poll(() => page.locator('select[name=base_id] option').allTextContents()).toContain('Marina Nova');

    await go(page, '/en/operator/boats/new');
    await expect.poll(() => page.locator('#boat-base_id option').allTextContents()).toContain('Marina Nova, Trogir');
    expect(await page.locator('#boat-base_id-hint').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);

  it('in German on a phone: a second base is added with its position, offered in the boat form, then deleted (de, 390 px)', async () => {
    const { page, problems, context } = await consolePage(browser, session, { width: 390 });
    await go(page, '/de/operator/boats');
    await expect.poll(() => page.locator('[data-testid=bases] tbody tr').count()).toBe(1);
    // The destinations are named in the page's language.
    expect(await page.locator('#base-destination_id option').first().textContent()).toBe('Bitte wählen…');
    await addBase(page, 'Marina Sjever', 'Split', /^Stützpunkt anlegen$/, ['43.5081', '16.4402']);
    await expect.poll(() => page.locator('[data-testid=bases] tbody tr').count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await go(page, '/de/operator/boats/new');
    await expect.poll(() => page.locator('#boat-base_id option').allTextContents()).toContain('Marina Sjever, Split');
    expect(await axeViolations(page)).toEqual([]);

    await go(page, '/de/operator/boats');
    await page.getByRole('button', { name: 'Löschen: Marina Sjever' }).click();
    await expect.poll(() => page.locator('[data-testid=bases] tbody tr').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});
