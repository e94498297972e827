import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../server/db/client';
import { PERSON_UA, TEST_TOKEN, testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';

// Issue 30 item 10: data texts German and Greek pages showed in English ("full batten" and "lazy jack"
// in the sail filter and a boat's specs, "First aid at sea" on the crew pages, "Athens" as a base's city)
// come in the page's language.

let app: Express;
let database: DatabaseHandle;
const site = { Authorization: `Bearer ${TEST_TOKEN}` };
const api = (path: string) => request(app).get(`/api${path}`).set(site);
const page = (path: string) => request(app).get(path).set({ 'User-Agent': PERSON_UA, Accept: 'text/html' });

interface Card {
  slug: string;
  type: { slug: string };
  main_sail_type: string | null;
  main_sail_name: string | null;
  base: { name: string; city: string };
}

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 150, today: '2026-06-01' });
  ({ app } = await testApp({}, { database, now: () => new Date('2026-06-01T08:00:00Z'), mailer: { send: async () => {} } }));
}, 120_000);
afterAll(() => database.close());

describe('data texts in the page language (issue 30 item 10)', () => {
  it('a boat at Alimos Marina has its city as Athen in German and Αθήνα in Greek, on its card and its page', async () => {
    for (const [lang, athens] of [
      ['de', 'Athen'],
      ['el', 'Αθήνα'],
    ] as const) {
      const list = await api(`/yacht-list?destinations=saronic-gulf&per_page=50&locale=${lang}`);
      const boat = (list.body as { data: Card[] }).data.find((c) => c.base.name === 'Alimos Marina');
      expect(boat?.base.city).toBe(athens);
      const html = (await page(`/${lang}/${boat!.type.slug}/${boat!.slug}`)).text;
      expect(html).toContain(`Alimos Marina, ${athens}`);
      expect(html).not.toContain('Alimos Marina, Athens');
    }
  });

  it('the search’s main sail filter and a boat’s specs name the sail in German, the filter keeping the stored value', async () => {
    const list = await api('/yacht-list?per_page=50&locale=de');
    const sails = (list.body as { main_sail_types: { name: string; label: string }[] }).main_sail_types;
    expect(sails.map((s) => s.name)).toContain('full batten');
    expect(sails.find((s) => s.name === 'full batten')?.label).toBe('Durchgelattetes Großsegel');
    expect(sails.find((s) => s.name === 'lazy jack')?.label).toBe('Großsegel mit Lazyjacks');
    const search = (await page('/de/search')).text;
    expect(search).toContain('value="full batten"');
    expect(search).toContain('Durchgelattetes Großsegel');
    expect(search).not.toMatch(/>full batten\b/);
    const boat = (list.body as { data: Card[] }).data.find((c) => c.main_sail_type === 'lazy jack')!;
    expect(boat.main_sail_name).toBe('Großsegel mit Lazyjacks');
    expect((await page(`/de/${boat.type.slug}/${boat.slug}`)).text).toContain('Großsegel mit Lazyjacks');
  });

  it('crew certificates are named in the page language', async () => {
    const crew = (await api('/crew/de')).body as { licences: string[] }[];
    const licences = crew.flatMap((m) => m.licences);
    expect(licences).toContain('Erste Hilfe auf See');
    expect(licences).not.toContain('First aid at sea');
  });
});
