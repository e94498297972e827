import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/start-server';
import { addDays } from '../../contract/iso-date';
import type { LanguageCode } from '../../contract/languages';
import { formatPrice } from '../../lib/format';
import { axeViolations, hydrated, launch, openPage } from '../../../tests/e2e/browser';
import { companyStaff, consolePage } from '../../../tests/e2e/operator-session';

// Issue 27, "Seasons and prices" and "Blocks" in the browser: a manager of a demo company changes a season
// period's price on the boat's prices page and the public boat page shows the new price for that week; the
// manager blocks the next week and it is listed. In English at 1280 px and in German at 390 px.

const TOKEN = 'e2e-prices-public-token-0123456789';
/** Writes and their reloads on a machine the other suites load can take seconds. */
const POLL = { timeout: 15_000 };
let server: RunningServer;
let browser: Browser;
let manager: string;

interface Week {
  yachtId: number;
  publicPath: string;
  start: string;
}
const weeks: Week[] = [];

async function api(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${server.origin}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

beforeAll(async () => {
  server = await startServer({
    port: 4200 + Math.floor(Math.random() * 90),
    copyOf: inject('demoDataDir'),
    env: { PUBLIC_API_TOKEN: TOKEN, OPERATOR_BOOTSTRAP_EMAIL: 'owner@adriatic.example', OPERATOR_BOOTSTRAP_COMPANY: 'adriatic-blue' },
  });
  browser = await launch();
  const staff = await companyStaff(server, TOKEN, 'owner@adriatic.example');
  manager = await staff.invite({ email: 'marta@adriatic.example', name: 'Marta Kovač', role: 'manager' });
  // Two boats of the company, each with a free priced fortnight in one season period a few weeks ahead.
  const { boats } = (await api('/operator/boats', manager)) as { boats: { id: number; published: boolean; public_path: string }[] };
  const from = addDays(new Date().toISOString().slice(0, 10), 21);
  for (const boat of boats.filter((b) => b.published)) {
    const { periods } = (await api(`/operator/boats/${boat.id}/prices`, manager)) as { periods: { date_from: string; date_to: string }[] };
    const period = periods.find((p) => p.date_from >= from && p.date_to >= addDays(p.date_from, 14));
    if (!period) continue;
    const free = await fetch(
      `${server.origin}/api/yacht-availability/${boat.id}?from=${period.date_from}&to=${addDays(period.date_from, 13)}`,
      {
        headers: { Authorization: `Bearer ${TOKEN}` },
      },
    );
    const days = ((await free.json()) as { data?: { available: boolean }[] }).data;
    if (!days || days.some((d) => !d.available)) continue;
    weeks.push({ yachtId: boat.id, publicPath: boat.public_path, start: period.date_from });
    if (weeks.length === 2) break;
  }
  expect(weeks.length).toBe(2);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function pricesPage(
  lang: LanguageCode,
  week: Week,
  width: number,
): Promise<{ page: Page; problems: string[]; close(): Promise<void> }> {
  // The browser logs the refused save itself ("status of 422"); nothing else may appear.
  const { page, problems, context } = await consolePage(browser, manager, { width, height: 900, allow: [/status of 422/] });
  await page.goto(`${server.origin}/${lang}/operator/boats/${week.yachtId}/prices`);
  await hydrated(page);
  await page.locator('[data-testid=periods] tbody tr').first().waitFor();
  return { page, problems, close: () => context.close() };
}

async function changePriceAndBlock(
  lang: LanguageCode,
  week: Week,
  width: number,
  price: number,
  texts: { save: RegExp; block: RegExp; add: RegExp; overlap: RegExp },
) {
  const { page, problems, close } = await pricesPage(lang, week, width);
  expect(await axeViolations(page)).toEqual([]);
  // A new row over the week's period is refused, the message naming both rows in the page's language.
  await page.getByRole('button', { name: texts.add }).click();
  const added = page.locator('[data-testid=periods] tbody tr').last();
  await added.locator('td:first-child input').fill(week.start);
  await added.locator('td:nth-child(2) input').fill(addDays(week.start, 7));
  await added.locator('input[type=number]').fill('100');
  await page.getByRole('button', { name: texts.save }).click();
  await expect.poll(() => page.locator('#periods-error').textContent(), POLL).toMatch(texts.overlap);
  await added.locator('button').click();
  const row = page
    .locator('[data-testid=periods] tbody tr')
    .filter({ has: page.locator(`td:first-child input[value="${week.start}"]`) })
    .first();
  // The row whose first day is the week's: its price per day, and the week's price it makes.
  await row.locator('input[type=number]').fill(String(price));
  await expect.poll(() => row.locator('[data-testid=per-week]').textContent(), POLL).toBe(formatPrice(price * 7, lang));
  await page.getByRole('button', { name: texts.save }).click();
  // Saved: the API answers the new price for the week's period.
  const saved = async () => {
    const { periods } = (await api(`/operator/boats/${week.yachtId}/prices`, manager)) as {
      periods: { date_from: string; price_per_day: number }[];
    };
    return periods.find((p) => p.date_from === week.start)?.price_per_day;
  };
  await expect.poll(saved, POLL).toBe(price);

  // Block the week after.
  await page.locator('#block-date_from').fill(addDays(week.start, 7));
  await page.locator('#block-date_to').fill(addDays(week.start, 14));
  await page.locator('#block-reason').selectOption('owner');
  await page.locator('#block-note').fill('Regatta');
  await page.getByRole('button', { name: texts.block, exact: true }).click();
  await expect.poll(() => page.locator('[data-testid=blocks]').textContent(), POLL).toContain('Regatta');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
  await close();

  // The public boat page for the week shows the new price at once; the blocked week is not offered.
  const visitor = await openPage(browser, { width });
  await visitor.page.goto(`${server.origin}/${lang}${week.publicPath}?date_start=${week.start}&date_end=${addDays(week.start, 7)}`);
  await hydrated(visitor.page);
  await expect.poll(() => visitor.page.locator('[data-testid=quote]').textContent(), POLL).toContain(formatPrice(price * 7, lang));
  const blocked = await fetch(
    `${server.origin}/api/yacht-quote/${week.yachtId}?date_start=${addDays(week.start, 7)}&date_end=${addDays(week.start, 14)}`,
    {
      headers: { Authorization: `Bearer ${TOKEN}` },
    },
  );
  expect(((await blocked.json()) as { available: boolean }).available).toBe(false);
  expect(visitor.problems).toEqual([]);
  await visitor.context.close();
}

describe('a boat’s prices and blocks in the console reach the public boat page (issue 27)', () => {
  it('a manager changes a season price and blocks a week (en, 1280 px)', async () => {
    await changePriceAndBlock('en', weeks[0]!, 1280, 4321, {
      save: /save the prices/i,
      block: /^block$/i,
      add: /add a period/i,
      overlap: /^Period \d+ shares days with period \d+/,
    });
  }, 120_000);

  it('a manager changes a season price and blocks a week on a phone (de, 390 px)', async () => {
    await changePriceAndBlock('de', weeks[1]!, 390, 3579, {
      save: /preise speichern/i,
      block: /^sperren$/i,
      add: /zeitraum hinzufügen/i,
      overlap: /^Zeitraum \d+ teilt Tage mit Zeitraum \d+/,
    });
  }, 120_000);
});

describe('a boat’s discount rules in the console reach the public boat page by name (issue 27)', () => {
  it('a manager adds a long-stay rule, refused first without its nights; the boat page names it (en, 1280 px)', async () => {
    const week = weeks[0]!;
    const { page, problems, close } = await pricesPage('en', week, 1280);
    await page.locator('[data-testid=discount-rules]').waitFor();
    await page.locator('#discount-rule-kind').selectOption('long_stay');
    await page.locator('#discount-rule-date_from').fill(week.start);
    await page.locator('#discount-rule-date_to').fill(addDays(week.start, 7));
    // More than any demo offer (5–30 %), so the rule is the week's one discount even where an offer covers it.
    await page.locator('#discount-rule-discount_percent').fill('45');
    await page.getByRole('button', { name: /save the rule/i }).click();
    // The server's "required" in the page's language.
    await expect.poll(() => page.locator('#discount-rule-min_nights-error').textContent(), POLL).toBe('Please fill in this field.');
    await page.locator('#discount-rule-min_nights').fill('7');
    await page.getByRole('button', { name: /save the rule/i }).click();
    await expect.poll(() => page.locator('[data-testid=discount-rules]').textContent(), POLL).toContain('At least 7 nights');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();

    const visitor = await openPage(browser, { width: 1280 });
    await visitor.page.goto(`${server.origin}/en${week.publicPath}?date_start=${week.start}&date_end=${addDays(week.start, 7)}`);
    await hydrated(visitor.page);
    await expect.poll(() => visitor.page.locator('[data-testid=quote]').textContent(), POLL).toMatch(/Long stay −45\s?%/);
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  }, 120_000);
});
