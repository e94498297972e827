import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/start-server';
import { codeAt } from '../../server/operators/totp';
import { addDays, isoDateOf, weekdayOf } from '../../src/contract/iso-date';
import type { LanguageCode } from '../../src/contract/languages';
import { formatPrice } from '../../src/lib/format';
import { axeViolations, hydrated, launch, openPage, type WatchedPage } from './browser';

// Issue 27's "Proof", as a new charter company lives it, through the real pages in Chromium:
// the bootstrap invitation mail → password → TOTP (the secret under the QR code) → recovery codes → the
// console; the owner invites a manager from the people section (a real invitation: the manager, in German
// on a phone, goes through the same mail, password, TOTP and codes, so that the Proof's "the manager extends
// it" is done by a manager, not the owner); then, per language, a boat is added (type, a new shipyard and model,
// base, measures, English text), three photos uploaded, a price period covering two weeks saved, the boat
// published → within a second the public search in the page's language lists it with that week's price →
// a visitor places an option through booking step one → the option is on the console's availability chart →
// the manager extends the hold on the console's booking page → the visitor confirms on step two → the
// booking page's history reads placed, extended, reserved → a block on the next week hides that week from
// the public search. In English at 1280 px (the owner builds the boat) and in German at 390 px (the manager
// does it all). Each console page is axe clean; any console error or hydration warning fails the test.
// Last, a second company's owner (a second bootstrap of the same data on a restart) sees none of it: its
// chart is empty, the boat and the bookings answer 404.
//
// The server runs with the demo data; the last test has the second company, made from nothing as on
// DEMO_DATA=false, add its first base through the console's API and find it in its boat form's options.

const TOKEN = 'e2e-company-journey-public-token-0123456789';
const OWNER = 'owner@journey.example';
const MANAGER = 'mia@journey.example';
const RIVAL = 'owner@rival.example';
let server: RunningServer;
let browser: Browser;
let ownerSession = '';
let managerSession = '';
let rivalSession = '';

interface Journey {
  lang: LanguageCode;
  yachtId: number;
  name: string;
  reference: string;
}
const journeys: Journey[] = [];

// Saturday-to-Saturday weeks well ahead (the boat form's default check-in day is Saturday).
function saturday(weeksAhead: number): string {
  let day = addDays(isoDateOf(new Date()), 7 * weeksAhead);
  while (weekdayOf(day) !== 6) day = addDays(day, 1);
  return day;
}
const WEEK = saturday(6);
const NEXT_WEEK = addDays(WEEK, 7);

async function api(target: RunningServer, path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  return fetch(`${target.origin}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function json<T>(target: RunningServer, path: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await api(target, path, token, init);
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** The path of the invitation link in the newest mail to `email` in the server's outbox. */
function invitationPath(target: RunningServer, email: string): string {
  const outbox = join(target.dataDir, 'outbox');
  for (const file of readdirSync(outbox).sort().reverse()) {
    const text = readFileSync(join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/gi, '=');
    if (!text.includes(email)) continue;
    const link = /https?:\/\/[^\s"<>]+\/operator\/invitation\/[\w-]{43}/.exec(text)?.[0];
    if (link) return new URL(link).pathname;
  }
  throw new Error(`no invitation mail to ${email}`);
}

/** The invitation's pages: password, TOTP from the secret shown beside the QR code, the ten recovery codes. */
async function acceptInvitation(page: Page, password: string, open: RegExp): Promise<string> {
  await hydrated(page);
  await page.locator('#invitation-password').fill(password);
  await page.locator('#invitation-confirmation').fill(password);
  await page.locator('form button[type=submit]').click();
  const secret = (await page.locator('.operator-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  expect(await page.locator('svg, img, canvas').filter({ visible: true }).count()).toBeGreaterThan(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('#totp-code').fill(codeAt(secret, new Date()));
  await page.locator('form button[type=submit]').click();
  await expect.poll(() => page.locator('[data-testid=recovery-codes] li').count()).toBe(10);
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('.operator-check input').check();
  await page.getByRole('button', { name: open }).click();
  await page.locator('.operator-card h2').first().waitFor();
  const session = await page.evaluate(() => sessionStorage.getItem('bluewater.operator'));
  expect(session).toBeTruthy();
  return session!;
}

/** A console page for a signed-in operator (the console keeps its session in the tab's sessionStorage). */
async function consolePage(session: string, width: number): Promise<WatchedPage> {
  const watched = await openPage(browser, { width, height: width < 600 ? 844 : 900 });
  await watched.context.addInitScript((token) => sessionStorage.setItem('bluewater.operator', token), session);
  return watched;
}

async function go(page: Page, path: string) {
  await page.goto(`${server.origin}${path}`);
  await hydrated(page);
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const picture = (width: number, height: number, colour: string) => sharp({ create: { width, height, channels: 3, background: colour } });

/** The boat ids the public search API lists at a destination for a week, with their quoted totals. */
async function publicList(destination: number, shipyard: number, start: string): Promise<Map<number, number | null>> {
  const list = await json<{ data: { id: number; quote: { total: number } | null }[] }>(
    server,
    `/yacht-list?destinations=${destination}&shipyard_ids=${shipyard}&date_start=${start}&date_end=${addDays(start, 7)}&per_page=50`,
    TOKEN,
  );
  return new Map(list.data.map((y) => [y.id, y.quote?.total ?? null]));
}

const TEXTS = {
  en: {
    add: /add a boat/i,
    anotherShipyard: 'Another shipyard…',
    create: /add the boat/i,
    publish: /^publish$/i,
    published: /is on the public site/i,
    savePrices: /save the prices/i,
    block: /^block$/i,
    country: 'croat',
    phone: '91 123 4567',
    option: 'held (option)',
    extend: 'Extend the hold',
    reserved: 'reserved',
    history: ['Option placed', 'Option extended', 'Reserved'],
  },
  de: {
    add: /boot hinzufügen/i,
    anotherShipyard: 'Andere Werft…',
    create: /boot hinzufügen/i,
    publish: /^veröffentlichen$/i,
    published: /ist auf der öffentlichen website/i,
    savePrices: /preise speichern/i,
    block: /^sperren$/i,
    country: 'Deutsch',
    phone: '1512 3456789',
    option: 'gehalten (Option)',
    extend: 'Option verlängern',
    reserved: 'reserviert',
    history: ['Option angelegt', 'Option verlängert', 'Reserviert'],
  },
} as const;

/** The boat form, filled as an office would: type, a new shipyard and model, base, measures, English text. */
async function addBoat(page: Page, lang: 'en' | 'de', name: string, width: number): Promise<number> {
  const texts = TEXTS[lang];
  await go(page, `/${lang}/operator/boats`);
  await page.locator('[data-testid=fleet]').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: texts.add }).click();
  await page.locator('#boat-name').waitFor();
  await page.locator('#boat-name').fill(name);
  await page.locator('#boat-type_id').selectOption({ index: 1 });
  await page.locator('#boat-shipyard_id').selectOption({ label: texts.anotherShipyard });
  await page.locator('#boat-shipyard_name').fill(`Journey Yachts ${lang} ${Date.now()}`);
  await page.locator('#boat-model_name').fill(`Wayfarer 41 ${lang}`);
  await page.locator('#boat-year').fill('2022');
  await page.locator('#boat-base_id').selectOption({ index: 1 });
  for (const [field, value] of [
    ['length_m', '12.4'],
    ['beam_m', '4.1'],
    ['draught_m', '1.95'],
    ['cabins', '3'],
    ['berths', '8'],
    ['heads', '2'],
    ['max_people', '8'],
    ['water_tank_l', '300'],
    ['fuel_tank_l', '180'],
    ['deposit', '2000'],
  ] as const) {
    await page.locator(`#boat-${field}`).fill(value);
  }
  await page.locator('#boat-engine').fill('Volvo Penta 55 hp');
  await page.locator('#boat-main_sail_type').selectOption({ index: 1 });
  await page.locator('.operator-equipment input').first().check();
  await page.locator('#boat-text-language').selectOption('en');
  await page.locator('#boat-description').fill(`${name} is a bright, well kept yacht for a week of island hopping.`);
  expect(await page.locator('[data-testid=missing-languages]').textContent()).not.toMatch(/English|Englisch/);
  await noSidewaysScroll(page, width);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: texts.create }).click();
  await page.waitForURL(/\/operator\/boats\/\d+$/);
  return Number(/\/(\d+)$/.exec(page.url())![1]);
}

/** Three photos at once (JPEG, PNG, JPEG), made here with sharp. */
async function uploadPhotos(page: Page, yachtId: number) {
  await page.locator('#boat-photos-heading').waitFor();
  await page.locator(`#photo-files-${yachtId}`).setInputFiles([
    { name: 'bow.jpg', mimeType: 'image/jpeg', buffer: await picture(1200, 800, '#1d5c8a').jpeg().toBuffer() },
    { name: 'saloon.png', mimeType: 'image/png', buffer: await picture(900, 600, '#c98b3a').png().toBuffer() },
    { name: 'cockpit.jpg', mimeType: 'image/jpeg', buffer: await picture(800, 533, '#3a8a5c').jpeg().toBuffer() },
  ]);
  await expect.poll(() => page.locator('[data-testid=photo-uploads] progress').count()).toBe(3);
  await expect.poll(() => page.locator('[data-testid=boat-photo]').count(), { timeout: 30_000 }).toBe(3);
  expect(await axeViolations(page)).toEqual([]);
}

/** One price period from the week through the next (two weeks), saved on the boat's prices page. */
async function setPrices(page: Page, lang: 'en' | 'de', yachtId: number, perDay: number, width: number) {
  await go(page, `/${lang}/operator/boats/${yachtId}/prices`);
  await page.locator('[data-testid=periods]').waitFor();
  await page.locator('#periods-heading ~ form .operator-actions button[type=button]').click();
  await page.locator('#periods-0-date_from').fill(WEEK);
  await page.locator('#periods-0-date_to').fill(addDays(NEXT_WEEK, 7));
  await page.locator('#periods-0-price_per_day').fill(String(perDay));
  await expect.poll(() => page.locator('[data-testid=per-week]').first().textContent()).toBe(formatPrice(perDay * 7, lang));
  await page.getByRole('button', { name: TEXTS[lang].savePrices }).click();
  await expect
    .poll(async () => (await json<{ periods: unknown[] }>(server, `/operator/boats/${yachtId}/prices`, ownerSession)).periods.length)
    .toBe(1);
  await noSidewaysScroll(page, width);
  expect(await axeViolations(page)).toEqual([]);
}

/** The public search page as a visitor in `lang`: the boat's card for the week, or null when it is not listed. */
async function searchCard(lang: LanguageCode, width: number, destination: number, shipyard: number, start: string, name: string) {
  const visitor = await openPage(browser, { width });
  await visitor.page.goto(
    `${server.origin}/${lang}/search?destinations=${destination}&shipyard_ids=${shipyard}&date_start=${start}&date_end=${addDays(start, 7)}`,
  );
  await hydrated(visitor.page);
  await visitor.page.locator('.results[aria-busy="false"]').waitFor();
  const card = visitor.page.locator('.results .yacht-card').filter({ hasText: name });
  return { ...visitor, card };
}

/** Step one as a visitor: the boat page from the search card, then the booking form; resolves on step two. */
async function placeOption(visitor: WatchedPage, lang: 'en' | 'de', name: string, slug: string) {
  const { page } = visitor;
  await page.locator('.results .yacht-card').filter({ hasText: name }).locator(`a[href*="${slug}"]`).first().click();
  await page.waitForURL(new RegExp(slug));
  await hydrated(page);
  await page.locator(`a[href*="/details/${slug}"]`).first().click();
  await page.waitForURL(new RegExp(`/${lang}/details/`));
  expect(page.url()).toContain(`date_start=${WEEK}`);
  await hydrated(page);
  await page.locator('[data-testid="booking-price"]').waitFor();
  await page.locator('#booking-first_name').fill('Ines');
  await page.locator('#booking-last_name').fill(`Moreau-${lang}`);
  await page.locator('#booking-email').fill(`ines.${lang}.${Date.now()}@example.com`);
  await page.locator('.phone-country__button').click();
  await page.locator('.phone-country__search').fill(TEXTS[lang].country);
  await page.locator('.phone-country__search').press('Enter');
  await page.locator('#booking-phone').fill(TEXTS[lang].phone);
  await page.locator('.booking-bar__go').click();
  await page.waitForURL(new RegExp(`/${lang}/detailsfinal/`));
  await hydrated(page);
  await page.locator('[data-testid="hold-countdown"]').waitFor();
}

beforeAll(async () => {
  server = await startServer({
    port: 4500 + Math.floor(Math.random() * 90),
    copyOf: inject('demoDataDir'),
    env: { PUBLIC_API_TOKEN: TOKEN, OPERATOR_BOOTSTRAP_EMAIL: OWNER, OPERATOR_BOOTSTRAP_COMPANY: 'adriatic-blue' },
  });
  browser = await launch();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function journey(lang: 'en' | 'de', width: number, builder: () => string) {
  const texts = TEXTS[lang];
  const name = lang === 'en' ? 'Journey Star' : 'Reise Stern';
  const perDay = lang === 'en' ? 131 : 149;
  const office = await consolePage(builder(), width);
  const { page } = office;

  // The boat, its photos, its prices, published.
  const yachtId = await addBoat(page, lang, name, width);
  await uploadPhotos(page, yachtId);
  await setPrices(page, lang, yachtId, perDay, width);
  await go(page, `/${lang}/operator/boats/${yachtId}`);
  const publish = page.locator('[data-testid=publish]');
  await publish.waitFor();
  const boat = await json<{ base: { id: number }; shipyard_id: number; public_path: string }>(
    server,
    `/operator/boats/${yachtId}`,
    ownerSession,
  );
  const destinations = await json<{ data: { id: number; bases: { id: number }[] }[] }>(server, `/destinations/${lang}`, TOKEN);
  const destination = destinations.data.find((d) => d.bases.some((b) => b.id === boat.base.id))!.id;
  expect((await publicList(destination, boat.shipyard_id, WEEK)).has(yachtId)).toBe(false);

  await publish.getByRole('button', { name: texts.publish }).click();
  const publishedAt = Date.now();
  await expect.poll(() => publish.textContent()).toMatch(texts.published);
  // Within a second the public search lists it, priced for the week.
  await expect
    .poll(async () => (await publicList(destination, boat.shipyard_id, WEEK)).get(yachtId), { timeout: 1_000, interval: 50 })
    .toBe(perDay * 7);
  expect(Date.now() - publishedAt).toBeLessThan(5_000);
  await noSidewaysScroll(page, width);
  expect(await axeViolations(page)).toEqual([]);

  // The visitor's search in the page's language: the card with that week's price.
  const visitor = await searchCard(lang, width, destination, boat.shipyard_id, WEEK, name);
  await expect.poll(() => visitor.card.count()).toBe(1);
  expect(await visitor.card.locator('.yacht-card__price').textContent()).toContain(formatPrice(perDay * 7, lang));
  const slug = boat.public_path.split('/').pop()!;
  await placeOption(visitor, lang, name, slug);

  // The option on the availability chart, in words; Enter on its cell opens the booking.
  const manager = await consolePage(managerSession, width);
  await go(manager.page, `/${lang}/operator/calendar?from=${WEEK}`);
  const chart = manager.page.locator('[data-testid=availability-chart]');
  await chart.locator('tbody tr').first().waitFor();
  const row = chart.locator('tbody tr').filter({ has: manager.page.locator('th', { hasText: name }) });
  const cell = row.locator('td button').first();
  await expect.poll(() => cell.getAttribute('aria-label')).toContain(texts.option);
  await noSidewaysScroll(manager.page, width);
  expect(await axeViolations(manager.page)).toEqual([]);
  await cell.focus();
  await manager.page.keyboard.press('Enter');
  await manager.page.waitForURL(new RegExp(`/${lang}/operator/bookings/BW-[\\w-]+$`));
  const reference = manager.page.url().split('/').pop()!;
  await hydrated(manager.page);

  // The manager extends the hold.
  await expect.poll(() => manager.page.locator('[data-testid=booking-state]').textContent()).toBe(texts.option);
  await manager.page.getByRole('button', { name: texts.extend }).click();
  await expect.poll(() => manager.page.locator('[data-testid=booking-history] tbody tr').count()).toBe(2);
  expect(await axeViolations(manager.page)).toEqual([]);

  // The visitor confirms on step two.
  await visitor.page.locator('#booking-terms').check();
  await visitor.page.locator('.booking-bar__go').click();
  await visitor.page.waitForURL(new RegExp(`/${lang}/thankyou\\?ref=`));
  expect(await visitor.page.locator('[data-testid="booking-reference"]').textContent()).toBe(reference);

  // The booking page's history: placed, extended (by the manager), reserved.
  await manager.page.reload();
  await hydrated(manager.page);
  await expect.poll(() => manager.page.locator('[data-testid=booking-state]').textContent()).toBe(texts.reserved);
  const history = await manager.page.locator('[data-testid=booking-history] tbody tr').allTextContents();
  expect(history).toHaveLength(3);
  texts.history.forEach((what, i) => expect(history[i]).toContain(what));
  expect(history[1]).toContain('Mia Horvat');
  await noSidewaysScroll(manager.page, width);
  expect(await axeViolations(manager.page)).toEqual([]);

  // The next week is listed until the office blocks it; then the public search no longer offers it.
  expect((await publicList(destination, boat.shipyard_id, NEXT_WEEK)).get(yachtId)).toBe(perDay * 7);
  await go(page, `/${lang}/operator/boats/${yachtId}/prices`);
  await page.locator('#block-date_from').waitFor();
  await page.locator('#block-date_from').fill(NEXT_WEEK);
  await page.locator('#block-date_to').fill(addDays(NEXT_WEEK, 7));
  await page.locator('#block-reason').selectOption('maintenance');
  await page.locator('#block-note').fill('Antifouling');
  await page.getByRole('button', { name: texts.block, exact: true }).click();
  const blockedAt = Date.now();
  await expect.poll(() => page.locator('[data-testid=blocks]').textContent()).toContain('Antifouling');
  await expect
    .poll(async () => (await publicList(destination, boat.shipyard_id, NEXT_WEEK)).has(yachtId), { timeout: 1_000, interval: 50 })
    .toBe(false);
  expect(Date.now() - blockedAt).toBeLessThan(5_000);
  expect(await axeViolations(page)).toEqual([]);
  const later = await searchCard(lang, width, destination, boat.shipyard_id, NEXT_WEEK, name);
  expect(await later.card.count()).toBe(0);

  for (const watched of [office, manager, visitor, later]) {
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  }
  journeys.push({ lang, yachtId, name, reference });
}

describe('a new charter company, from the bootstrap mail to a booking it runs (issue 27, Proof)', () => {
  it('the owner accepts the bootstrap invitation (password, TOTP, recovery codes) and invites a manager (en, 1280 px)', async () => {
    const { page, problems, context } = await openPage(browser, { width: 1280 });
    await page.goto(`${server.origin}${invitationPath(server, OWNER)}`);
    ownerSession = await acceptInvitation(page, 'topsail-halyard-88', /open the console/i);
    expect(page.url()).toMatch(/\/en\/operator$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#invite-email').fill(MANAGER);
    await page.locator('#invite-name').fill('Mia Horvat');
    await page.locator('#invite-role').selectOption('manager');
    await page.locator('#invite-language').selectOption('de');
    await page.getByRole('button', { name: /send the invitation/i }).click();
    await expect.poll(() => page.locator('[data-testid=people] tbody tr').count()).toBe(2);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('the manager accepts the invitation in German on a phone (de, 390 px)', async () => {
    const { page, problems, context } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${server.origin}${invitationPath(server, MANAGER)}`);
    managerSession = await acceptInvitation(page, 'jib-sheet-winch-7', /konsole öffnen/i);
    expect(page.url()).toMatch(/\/de\/operator$/);
    await noSidewaysScroll(page, 390);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('the owner adds a boat with three photos and a price; search, option, chart, extension, reservation, history, block (en, 1280 px)', async () => {
    expect(ownerSession && managerSession).toBeTruthy();
    await journey('en', 1280, () => ownerSession);
  }, 300_000);

  it('the manager does the same on a phone in German (de, 390 px)', async () => {
    expect(managerSession).toBeTruthy();
    await journey('de', 390, () => managerSession);
  }, 300_000);

  it('a second company’s owner sees none of it: an empty chart, 404 for the boats and the bookings', async () => {
    expect(journeys).toHaveLength(2);
    // A second bootstrap: the same data restarted with another OPERATOR_BOOTSTRAP_EMAIL and a new company.
    const { child, dataDir } = server;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    const first = server;
    server = await startServer({
      port: 4600 + Math.floor(Math.random() * 90),
      copyOf: dataDir,
      env: { PUBLIC_API_TOKEN: TOKEN, OPERATOR_BOOTSTRAP_EMAIL: RIVAL, OPERATOR_BOOTSTRAP_COMPANY: 'Rival Charter d.o.o.' },
    });
    await first.stop();
    const password = 'bosun-chair-4242';
    const token = /\/invitation\/([\w-]{43})$/.exec(invitationPath(server, RIVAL))![1]!;
    const enrol = (
      await json<{ token: string }>(server, `/operator/invitations/${token}`, TOKEN, {
        method: 'POST',
        body: { password, password_confirmation: password },
      })
    ).token;
    const { secret } = await json<{ secret: string }>(server, '/operator/totp/secret', enrol, { method: 'POST', body: {} });
    const rival = (
      await json<{ token: string }>(server, '/operator/totp', enrol, { method: 'POST', body: { code: codeAt(secret, new Date()) } })
    ).token;
    rivalSession = rival;

    for (const { yachtId, reference } of journeys) {
      expect((await api(server, `/operator/bookings/${reference}`, rival)).status).toBe(404);
      expect((await api(server, `/operator/boats/${yachtId}`, rival)).status).toBe(404);
      expect((await api(server, `/operator/boats/${yachtId}/prices`, rival)).status).toBe(404);
    }
    const chart = await json<{ boats: unknown[] }>(server, `/operator/calendar?from=${WEEK}`, rival);
    expect(chart.boats).toEqual([]);
    expect((await json<{ data: unknown[] }>(server, '/operator/bookings', rival)).data).toEqual([]);

    // The same in its console: the chart has no rows, the booking page says it was not found.
    const { page, problems, context } = await openPage(browser, { width: 1280, allow: [/status of 404/] });
    await context.addInitScript((t) => sessionStorage.setItem('bluewater.operator', t), rival);
    await go(page, `/en/operator/calendar?from=${WEEK}`);
    await expect.poll(() => page.locator('main').textContent()).toContain('No boat matches these filters.');
    expect(await page.locator('[data-testid=availability-chart] tbody tr').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await go(page, `/en/operator/bookings/${journeys[0]!.reference}`);
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('This booking was not found.');
    expect(await page.locator('[data-testid=booking-history]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 240_000);

  it('a company made from nothing can add a boat: its boat form offers a base (issue 27: DEMO_DATA=false, "no way in but SQL")', async () => {
    // The second bootstrap above made "Rival Charter d.o.o." from its name alone, as a fresh install does: it
    // has no base until its owner adds one (POST /operator/bases, the fleet page's Bases section).
    expect(rivalSession).toBeTruthy();
    expect((await json<{ bases: unknown[] }>(server, '/operator/fleet-options', rivalSession)).bases).toEqual([]);
    const { destinations } = await json<{ destinations: { id: number }[] }>(server, '/operator/bases', rivalSession);
    const base = await json<{ id: number }>(server, '/operator/bases', rivalSession, {
      method: 'POST',
      body: { name: 'Rival Marina', city: 'Zadar', destination_id: destinations[0]!.id },
    });
    const options = await json<{ bases: { id: number }[] }>(server, '/operator/fleet-options', rivalSession);
    expect(options.bases.map((b) => b.id)).toEqual([base.id]);
  }, 60_000);
});
