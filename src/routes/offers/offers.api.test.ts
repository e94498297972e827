import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../../server/db/client';
import { PERSON_UA, TEST_TOKEN, testApp } from '../../../tests/setup/test-app';
import { seededTestDatabase } from '../../../tests/setup/test-db';
import { OFFERS_PER_PAGE } from './data';

// Issue 30 item 9: /{lang}/offers lists every bookable offer (it was a 404 and most offers were linked
// only from the expired-offer notice), filtered by destination and by the dates the charter lies within,
// through a GET form that works without JavaScript; the API refuses malformed filters with a 400; the
// page is in the sitemap and linked from the header of every page and from the home page.

const TODAY = '2026-06-01';
let app: Express;
let database: DatabaseHandle;
const site = { Authorization: `Bearer ${TEST_TOKEN}` };

interface ListedOffer {
  slug: string;
  date_start: string;
  date_end: string;
  yacht: { country: { slug: string } };
}
interface OffersAnswer {
  total: number;
  data: ListedOffer[];
}

const api = (path: string) => request(app).get(`/api${path}`).set(site);
const page = (path: string) => request(app).get(path).set({ 'User-Agent': PERSON_UA, Accept: 'text/html' });
const mainOf = (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
const offerLinks = (html: string) => [...mainOf(html).matchAll(/href="\/en\/offers\/([a-z0-9-]+)"/g)].map((m) => m[1]);

let all: ListedOffer[] = [];

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 150, today: TODAY });
  ({ app } = await testApp({}, { database, now: () => new Date(`${TODAY}T08:00:00Z`), mailer: { send: async () => {} } }));
  all = ((await api('/offers/en?per_page=50')).body as OffersAnswer).data;
}, 120_000);
afterAll(() => database.close());

describe('GET /api/offers/{locale}: the dates filter (issue 30 item 9)', () => {
  it('date_from and date_to keep exactly the offers whose check-in is on or after date_from and check-out on or before date_to', async () => {
    // The seeded offers of 2027 start in April and in June; this window holds June's week only.
    const [from, to] = ['2027-05-01', '2027-06-30'];
    const expected = all.filter((o) => o.date_start >= from && o.date_end <= to).map((o) => o.slug);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    const res = await api(`/offers/en?per_page=50&date_from=${from}&date_to=${to}`);
    expect(res.status).toBe(200);
    expect((res.body as OffersAnswer).data.map((o) => o.slug).sort()).toEqual([...expected].sort());
  });

  it('a malformed date is a 400 naming the field; an end before the start is a 400 naming date_to', async () => {
    const bad = await api('/offers/en?date_from=2026-13-01');
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: object }).errors)).toEqual(['date_from']);
    const reversed = await api('/offers/en?date_from=2026-08-10&date_to=2026-08-01');
    expect(reversed.status).toBe(400);
    expect(Object.keys((reversed.body as { errors: object }).errors)).toEqual(['date_to']);
  });
});

describe('GET /{lang}/offers (issue 30 item 9)', () => {
  it('lists a link to every bookable offer of its page, with the filter form as a GET form to the page itself', async () => {
    const res = await page('/en/offers');
    expect(res.status).toBe(200);
    expect(all.length).toBeGreaterThan(0);
    expect(offerLinks(res.text).sort()).toEqual(
      all
        .slice(0, OFFERS_PER_PAGE)
        .map((o) => o.slug)
        .sort(),
    );
    const form = /<form[^>]*class="offers-filter"[^>]*>/.exec(res.text)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/en/offers"');
    for (const name of ['destination', 'date_from', 'date_to']) expect(mainOf(res.text)).toContain(`name="${name}"`);
  });

  it('the form’s query filters the list on the server: one country’s destination, then a date window', async () => {
    const country = all[0]!.yacht.country.slug;
    const destinations = (await api(`/destinations/en`)).body as { data: { slug: string; country: { slug: string } }[] };
    const slug = destinations.data.find((d) => d.country.slug === country)!.slug;
    const expected = ((await api(`/offers/en?per_page=50&destination=${slug}`)).body as OffersAnswer).data.map((o) => o.slug);
    const res = await page(`/en/offers?destination=${slug}&date_from=&date_to=`);
    expect(res.status).toBe(200);
    expect(offerLinks(res.text).sort()).toEqual([...expected].sort());
    expect(res.text).toMatch(new RegExp(`<option value="${slug}" selected="">`));

    const from = all[all.length - 1]!.date_start;
    const later = await page(`/en/offers?date_from=${from}`);
    expect(offerLinks(later.text).sort()).toEqual(
      all
        .filter((o) => o.date_start >= from)
        .map((o) => o.slug)
        .sort(),
    );
  });

  it('filters the API would refuse are named on the page (role=alert), the list is not asked for, and the page is not an error', async () => {
    const res = await page('/en/offers?date_from=2026-08-10&date_to=2026-08-01');
    expect(res.status).toBe(200);
    expect(mainOf(res.text)).toContain('role="alert"');
    expect(mainOf(res.text)).toContain('The last day must not be before the first day.');
    expect(offerLinks(res.text)).toEqual([]);
    const garbled = await page('/en/offers?destination=%3Cscript%3E&date_from=tomorrow');
    expect(garbled.status).toBe(200);
    expect(mainOf(garbled.text)).toContain('Choose a destination from the list.');
    expect(mainOf(garbled.text)).toContain('The first day must be a date (YYYY-MM-DD).');
  });

  it('R8: a page number past the last page is a 404', async () => {
    expect((await page('/en/offers?page=99')).status).toBe(404);
  });

  it('is in German with its own title, and each filtered view has a title of its own', async () => {
    const de = await page('/de/offers');
    expect(de.status).toBe(200);
    expect(de.text).toContain('<title>Charter-Sonderangebote');
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const plain = titleOf((await page('/en/offers')).text);
    const dated = titleOf((await page(`/en/offers?date_from=${all[0]!.date_start}`)).text);
    expect(plain).toBeDefined();
    expect(dated).not.toBe(plain);
  });
});

describe('the offers list is found (issue 30 item 9)', () => {
  it('S4: every language sitemap lists its /offers page', async () => {
    for (const lang of ['en', 'de', 'el']) {
      const xml = (await request(app).get(`/sitemaps/${lang}.xml`)).text;
      expect(xml).toContain(`<loc>https://bluewater.test/${lang}/offers</loc>`);
    }
  });

  it('the header menu of a page links to it, and the home page links to it below its featured offers', async () => {
    const news = await page('/de/latestnews');
    expect(/<nav[^>]*>[\s\S]*?href="\/de\/offers"[\s\S]*?<\/nav>/.test(news.text)).toBe(true);
    const home = mainOf((await page('/en')).text);
    // Right after the featured offers' section.
    expect(/aria-labelledby="home-offers-heading"[\s\S]*?<\/section><p[^>]*><a href="\/en\/offers">/.test(home)).toBe(true);
  });
});
