import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/start-server';
import { axeViolations, hydrated, launch, type WatchedPage } from '../../../tests/e2e/browser';
import { companyStaff, consolePage } from '../../../tests/e2e/operator-session';

// Issues 27 and 28, as a new company's owner fills in its details: a fresh install's first owner (from
// OPERATOR_BOOTSTRAP_EMAIL) types the company's details with a typo in the IBAN, is told which field and why,
// mends it and saves (en, 1280 px); then on a phone in German, the same with another IBAN; and makes the
// calendar feed, whose address answers an iCalendar file without any session.

let server: RunningServer;
let browser: Browser;
let watched: WatchedPage;
const TOKEN = 'e2e-company-details-public-token-0123456789';

beforeAll(async () => {
  server = await startServer({
    port: 4200 + Math.floor(Math.random() * 90),
    copyOf: inject('emptyDataDir'),
    env: {
      DEMO_DATA: 'false',
      PUBLIC_API_TOKEN: TOKEN,
      OPERATOR_BOOTSTRAP_EMAIL: 'owner@kvarner.example',
      OPERATOR_BOOTSTRAP_COMPANY: 'Kvarner Sail d.o.o.',
    },
  });
  browser = await launch();
  const { owner } = await companyStaff(server, TOKEN, 'owner@kvarner.example');
  // The browser logs the refused saves itself ("the server responded with a status of 422"); nothing else may appear.
  watched = await consolePage(browser, owner, { width: 1280, allow: [/status of 422/] });
  await watched.page.goto(`${server.origin}/en/operator`);
  await hydrated(watched.page);
  await watched.page.locator('.operator-card h2').first().waitFor();
}, 120_000);
afterAll(async () => {
  await watched?.context.close();
  await browser?.close();
  await server?.stop();
});

const field = (page: Page, name: string) => page.locator(`#company-${name}`);

describe('company details in the console (issue 27: companies; issue 28: IBANs validated when entered)', () => {
  it('the owner fills in the details, an IBAN typo is named at its field, the mended IBAN is saved (en, 1280 px)', async () => {
    const { page, problems } = watched;
    await page.getByRole('link', { name: 'Company' }).click();
    await page.waitForURL(/\/en\/operator\/company$/);
    await expect.poll(() => field(page, 'legal_name').inputValue()).toBe('Kvarner Sail d.o.o.');
    const values: Record<string, string> = {
      street: 'Riva 12',
      postcode: '51000',
      city: 'Rijeka',
      country_code: 'HR',
      phone: '+385 51 123 456',
      registration_number: 'MBS 040123456',
      vat_number: 'HR12345678901',
      account_holder: 'Kvarner Sail d.o.o.',
      // One digit off the real DE89 3704 0044 0532 0130 00.
      iban: 'DE89 3704 0044 0532 0130 01',
      bic: 'COBADEFFXXX',
      bank_name: 'Commerzbank',
    };
    for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
    await page.getByLabel('Deutsch').check();
    await page.getByRole('button', { name: 'Save the details' }).click();

    await expect.poll(() => page.locator('.error-summary').textContent()).toContain('IBAN');
    expect(await field(page, 'iban').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#company-iban-hint').textContent()).toMatch(/does not add up/);
    expect(await page.locator('.error-summary li').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await field(page, 'iban').fill('DE89 3704 0044 0532 0130 00');
    await page.getByRole('button', { name: 'Save the details' }).click();
    await expect.poll(() => page.getByText('The company details are saved.').count()).toBe(1);
    expect(await page.locator('.error-summary').count()).toBe(0);
    // Kept without spaces, shown in groups of four; the bank details survive a reload.
    await page.reload();
    await hydrated(page);
    await expect.poll(() => field(page, 'iban').inputValue()).toBe('DE89 3704 0044 0532 0130 00');
    expect(await field(page, 'bic').inputValue()).toBe('COBADEFFXXX');
    expect(problems).toEqual([]);
  }, 120_000);

  it('on a phone in German: a typo in another IBAN is named in German, the mended one saved (de, 390 px)', async () => {
    const { page, problems } = watched;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.origin}/de/operator/company`);
    await hydrated(page);
    await expect.poll(() => field(page, 'iban').inputValue()).toBe('DE89 3704 0044 0532 0130 00');
    // Croatia's example IBAN with two digits swapped.
    await field(page, 'iban').fill('HR12 1001 0051 8630 0061 0');
    await page.getByRole('button', { name: 'Angaben speichern' }).click();
    await expect.poll(() => page.locator('#company-iban-hint').textContent()).toMatch(/geht nicht auf/);
    expect(await field(page, 'iban').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    await field(page, 'iban').fill('hr1210010051863000160');
    await page.getByRole('button', { name: 'Angaben speichern' }).click();
    await expect.poll(() => page.getByText('Die Unternehmensdaten sind gespeichert.').count()).toBe(1);
    expect(await field(page, 'iban').inputValue()).toBe('HR12 1001 0051 8630 0016 0');
    expect(problems).toEqual([]);
  }, 120_000);

  it('the calendar feed: the owner makes the address, which answers iCalendar without a session (de, 390 px)', async () => {
    const { page, problems } = watched;
    await page.getByRole('button', { name: 'Kalenderadresse erstellen' }).click();
    await expect.poll(() => page.locator('#company-feed-url').inputValue()).toMatch(/\/api\/company-calendar\/[\w-]{43}\.ics$/);
    const address = await page.locator('#company-feed-url').inputValue();
    const res = await fetch(server.origin + new URL(address).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await res.text()).toContain('BEGIN:VCALENDAR');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  }, 60_000);
});
