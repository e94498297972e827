import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/start-server';
import { mailsTo } from '../../../tests/api/accounts-helpers';
import { axeViolations, hydrated, launch, openPage } from '../../../tests/e2e/browser';
import { addDays, isoDateOf, weekdayOf } from '../../contract/iso-date';

// Issue 28 in the browser, on a server whose holds last one minute: the waiting list end to end (A holds a
// week through the API, B asks to be told on the boat page, A's hold lapses, B's mail has a link, B opens
// it and sees step two with their own option) in English and German at 1280 and 390 px; and an expired
// hold's step two, which puts the same boat and week first, free again, and holds them again.

let server: RunningServer;
let browser: Browser;
let token = '';
interface Boat {
  id: number;
  slug: string;
  name: string;
  type: { slug: string };
  products: string[];
  max_people: number;
  quote: { total: number } | null;
}
const saturday = (weeksAhead: number) => {
  let day = addDays(isoDateOf(new Date()), 7 * weeksAhead);
  while (weekdayOf(day) !== 6) day = addDays(day, 1);
  return day;
};
const start = saturday(11);
const end = addDays(start, 7);
let boats: Boat[] = [];
const HOLD_MS = 60_000;
/** Addresses of this run (a server given by WAITLIST_E2E_ORIGIN may have seen an earlier one). */
const RUN = Date.now().toString(36);

beforeAll(async () => {
  // WAITLIST_E2E_ORIGIN (with WAITLIST_E2E_DATA_DIR): a server already started with these settings, for a
  // machine so loaded that seeding the demo fleet takes longer than startServer waits.
  const origin = process.env.WAITLIST_E2E_ORIGIN;
  server = origin
    ? { origin, dataDir: process.env.WAITLIST_E2E_DATA_DIR ?? '', stop: async () => {}, child: undefined as never, readyMs: 0 }
    : await startServer({
        port: 4300 + Math.floor(Math.random() * 90),
        copyOf: inject('demoDataDir'),
        env: { BOOKING_OPTION_MINUTES: '1', TRUST_PROXY: 'true' },
      });
  browser = await launch();
  const html = await (await fetch(`${server.origin}/en/faq`)).text();
  token = /"publicToken":"([^"]+)"/.exec(html)?.[1] ?? '';
  const res = await fetch(`${server.origin}/api/yacht-list-all?per_page=30&date_start=${start}&date_end=${end}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  boats = ((await res.json()) as { data: Boat[] }).data.filter((b) => b.quote);
  expect(boats.length).toBeGreaterThan(6);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

let visitor = 0;
const api = (path: string, init: { method?: string; body?: object } = {}) =>
  fetch(`${server.origin}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${++visitor}` },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });

/** A's option on the boat's week, placed through the API as a visitor's page would. */
async function hold(boat: Boat, lang: string) {
  const res = await api('/bookings', {
    method: 'POST',
    body: {
      yacht_slug: boat.slug,
      date_start: start,
      date_end: end,
      product: boat.products[0],
      people: Math.min(2, boat.max_people),
      first_name: 'Anna',
      last_name: 'Holder',
      email: `anna.${boat.id}@example.com`,
      phone: '+385 91 234 5678',
      terms_accepted: true,
      language: lang,
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

const CASES = [
  { lang: 'en', width: 1280, texts: { submit: /join the waiting list/i, done: /you are on the waiting list/i } },
  { lang: 'de', width: 390, texts: { submit: /auf die warteliste/i, done: /sie stehen auf der warteliste/i } },
  { lang: 'en', width: 390, texts: { submit: /join the waiting list/i, done: /you are on the waiting list/i } },
  { lang: 'de', width: 1280, texts: { submit: /auf die warteliste/i, done: /sie stehen auf der warteliste/i } },
] as const;

describe('the waiting list and an expired hold in the browser (issue 28)', () => {
  it('B waits on a held week from the boat page; the hold lapses; B’s mail opens step two with B’s own option (en, de; 1280 and 390 px); an expired hold’s step two offers the same week first and holds it again', async () => {
    // Each B's week is held just before B opens its page: held all at once, the four pages (each checked by axe)
    // had to be done within the one-minute hold, which a loaded machine did not manage (the week freed, no list).
    let heldAt = Date.now();
    const holders: Awaited<ReturnType<typeof hold>>[] = [];
    const expired = [
      { lang: 'en', width: 1280, boat: boats[4]!, button: /hold it again/i },
      { lang: 'de', width: 390, boat: boats[5]!, button: /erneut reservieren/i },
    ];
    const expiredTokens = await Promise.all(expired.map((e) => hold(e.boat, e.lang)));

    // Someone who will leave the list again: first in line on a seventh boat A holds (joining through the API).
    await hold(boats[6]!, 'de');
    const leaver = `leaver.${boats[6]!.id}.${RUN}@example.com`;
    const joinRes = await api('/waitlist', {
      method: 'POST',
      body: {
        yacht_slug: boats[6]!.slug,
        date_start: start,
        date_end: end,
        product: boats[6]!.products[0],
        people: 1,
        first_name: 'Lea',
        last_name: 'Leaver',
        email: leaver,
        phone: '+49 151 2345 6789',
        language: 'de',
      },
    });
    expect(joinRes.status).toBe(201);

    // B on the boat page with the held week chosen: the price box says it is taken and offers the list.
    const waiters: string[] = [];
    for (const [i, c] of CASES.entries()) {
      const boat = boats[i]!;
      heldAt = Date.now();
      holders.push(await hold(boat, c.lang));
      const email = `berit.${boat.id}.${c.lang}.${RUN}@example.com`;
      waiters.push(email);
      const { page, problems, context } = await openPage(browser, { width: c.width, height: 900 });
      await page.goto(`${server.origin}/${c.lang}/${boat.type.slug}/${boat.slug}?date_start=${start}&date_end=${end}`);
      await hydrated(page);
      const form = page.locator('[data-testid=waitlist]');
      await form.waitFor({ timeout: 30_000 });
      await page.locator('#waitlist-first_name').fill('Berit');
      await page.locator('#waitlist-last_name').fill('Olsen');
      await page.locator('#waitlist-email').fill(email);
      await page.locator('#waitlist-phone').fill('+47 912 34 567');
      await page.locator('#waitlist-people').fill('2');
      expect(await page.locator('#waitlist-language').inputValue()).toBe(c.lang);
      await form.getByRole('button', { name: c.texts.submit }).click();
      await expect.poll(() => form.textContent()).toMatch(c.texts.done);
      // Nothing wider than the screen, and axe-clean.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
      const joined = await mailsTo(server.dataDir, email);
      expect(joined.at(-1)!.text).toMatch(/\/waitlist\/[\w-]{43}/);
    }

    // The withdraw link of the joining mail: the entry, where it stands, and a button that leaves the list.
    const withdrawLink = /https?:\/\/[^\s]+\/de\/waitlist\/[\w-]{43}/.exec((await mailsTo(server.dataDir, leaver)).at(-1)!.text)![0];
    {
      const { page, problems, context } = await openPage(browser, { width: 390, height: 900 });
      await page.goto(server.origin + new URL(withdrawLink).pathname);
      await hydrated(page);
      const entry = page.locator('[data-testid=waitlist-entry]');
      // Waiting, or (once the sweeper expired A's hold) offered an option: either way the button leaves.
      await expect.poll(() => entry.textContent(), { timeout: 30_000 }).toContain(boats[6]!.name);
      expect(await axeViolations(page)).toEqual([]);
      await entry.getByRole('button', { name: /warteliste verlassen/i }).click();
      await expect.poll(() => entry.textContent()).toContain('Sie haben die Warteliste verlassen');
      expect(problems).toEqual([]);
      await context.close();
    }

    // The holds lapse; A opening their own booking meets the dead hold (the sweeper would, within 30 s).
    await new Promise((r) => setTimeout(r, Math.max(0, heldAt + HOLD_MS + 2_000 - Date.now())));
    for (const holder of holders)
      expect(((await (await api(`/booking-access/${holder}`)).json()) as { data: { status: string } }).data.status).toBe('expired');

    // The offered options are held for a minute too: the four visitors open their mails at once.
    await Promise.all(
      CASES.map(async (c, i) => {
        const [offer] = await mailsTo(server.dataDir, waiters[i]!, { matching: (m) => m.text.includes('/detailsfinal/'), waitMs: 10_000 });
        expect(offer, `the offer mail to ${waiters[i]}`).toBeTruthy();
        const link = new RegExp(`https?://[^\\s]+/${c.lang}/detailsfinal/[\\w-]{43}`).exec(offer!.text)![0];
        const { page, problems, context } = await openPage(browser, { width: c.width, height: 900 });
        await page.goto(server.origin + new URL(link).pathname);
        await hydrated(page);
        // Step two with B's own option: B's name, the boat, the hold's countdown and the terms to accept.
        await expect.poll(() => page.locator('main').textContent()).toContain('Berit');
        expect(await page.locator('main').textContent()).toContain(boats[i]!.name);
        expect(await page.locator('#booking-terms').count()).toBe(1);
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
        await context.close();
      }),
    );

    // An expired hold's step two: the same boat and week first, free again; holding them again opens the
    // new option's step two.
    for (const [i, e] of expired.entries()) {
      const { page, problems, context } = await openPage(browser, { width: e.width, height: 900 });
      await page.goto(`${server.origin}/${e.lang}/detailsfinal/${expiredTokens[i]}`);
      await hydrated(page);
      const again = page.locator('[data-testid=alternatives] [data-testid=same-week-again]');
      await again.waitFor({ timeout: 30_000 });
      // First in the alternatives, before the other weeks and boats.
      expect(await page.locator('[data-testid=alternatives] h2 + *').getAttribute('data-testid')).toBe('same-week-again');
      expect(await again.textContent()).toContain(e.boat.name);
      expect(await axeViolations(page)).toEqual([]);
      await again.getByRole('button', { name: e.button }).click();
      await page.waitForURL((url) => url.pathname.includes('/detailsfinal/') && !url.pathname.endsWith(expiredTokens[i]!), {
        timeout: 30_000,
      });
      await page.locator('#booking-terms').waitFor({ timeout: 30_000 });
      const newToken = page.url().split('/').pop()!;
      const placed = (await (await api(`/booking-access/${newToken}`)).json()) as {
        data: { status: string; date_start: string; yacht: { slug: string }; first_name: string };
      };
      expect(placed.data).toMatchObject({ status: 'option', date_start: start, yacht: { slug: e.boat.slug }, first_name: 'Anna' });
      expect(problems).toEqual([]);
      await context.close();
    }
  }, 600_000);
});
