import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import type { DatabaseHandle } from '../../../server/db/client';
import { faqEntries } from '../../../server/db/schema';
import { faqRows } from '../../../server/db/seed/content-rows';
import { FAQ } from '../../../server/db/seed/facts/faq';
import { PERSON_UA, testApp } from '../../../tests/setup/test-app';
import { testDatabase } from '../../../tests/setup/test-db';
import { LANGUAGE_CODES } from '../../contract/languages';

// The FAQ page (I1, P1, P2, S5) rendered by the real app over the demo FAQ.

let app: Express;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await testDatabase();
  await database.db.insert(faqEntries).values(faqRows());
  // Every request reads the database afresh: the P2 test adds an entry in the middle.
  ({ app } = await testApp({ PAGE_DATA_CACHE_MS: '0', RENDER_MEMO_ENTRIES: '0' }, { database }));
});
afterAll(() => database.close());

const get = (path: string) => request(app).get(path).set('User-Agent', PERSON_UA);
const question = (category: string, lang: 'en' | 'de' | 'el' | 'fr', n = 0) =>
  FAQ.filter((e) => e.category === category)[n]!.question[lang];
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
/** The questions rendered as panel content (not those in the JSON-LD or the page state). */
const shownQuestions = (html: string) => [...html.matchAll(/<h2 class="faq-entry__question"[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
const panelOf = (html: string, category: string) =>
  new RegExp(`<div[^>]*id="faq-panel-${category}"[^>]*>([\\s\\S]*?)</div>(?=<div[^>]*role="tabpanel"|</div>)`).exec(html);
const hreflangs = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/gi)].map((m) => m[1]);

describe('GET /{lang}/faq (I1)', () => {
  it.each(['en', 'de', 'el'] as const)(
    'I1 %s: 200, the categories as tabs, the first open with its questions, the others empty',
    async (lang) => {
      const res = await get(`/${lang}/faq`);
      expect(res.status).toBe(200);
      const html = res.text;
      expect(html).toContain('role="tablist"');
      const tabs = [...html.matchAll(/<a [^>]*role="tab"[^>]*>/g)].map((m) => m[0]);
      expect(tabs).toHaveLength(5);
      expect(tabs[0]).toContain('aria-selected="true"');
      expect(tabs[0]).toContain('tabindex="0"');
      expect(tabs[1]).toContain('aria-selected="false"');
      expect(tabs[1]).toContain('tabindex="-1"');
      // Without JavaScript each tab is a link to its panel.
      expect(tabs[1]).toContain(`href="/${lang}/faq?tab=payment"`);
      expect(shownQuestions(html)).toEqual([escaped(question('booking', lang)), escaped(question('booking', lang, 1))]);
      expect(panelOf(html, 'payment')?.[0]).toContain('hidden');
    },
  );

  it('I1 ?tab=payment renders that panel on the server (every panel is reachable without JavaScript)', async () => {
    const res = await get('/fr/faq?tab=payment');
    expect(res.status).toBe(200);
    expect(shownQuestions(res.text)).toEqual([escaped(question('payment', 'fr')), escaped(question('payment', 'fr', 1))]);
    expect(res.text).toMatch(/<a [^>]*id="faq-tab-payment"[^>]*aria-selected="true"/);
    // One URL for the page (S3): the tab is not part of the canonical URL.
    expect(res.text).toContain('<link rel="canonical" href="https://bluewater.test/fr/faq"/>');
  });

  it('I1 an unknown ?tab opens the first tab', async () => {
    const res = await get('/en/faq?tab=nope');
    expect(res.status).toBe(200);
    expect(shownQuestions(res.text)[0]).toBe(escaped(question('booking', 'en')));
  });

  it('S5 FAQPage JSON-LD lists every question of every tab', async () => {
    const res = await get('/de/faq');
    const json = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.text)![1]!) as {
      '@type': string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(json['@type']).toBe('FAQPage');
    expect(json.mainEntity).toHaveLength(FAQ.length);
    expect(json.mainEntity.map((q) => q.name)).toContain(FAQ[3]!.question.de);
  });
});

describe('GET /{lang}/faq/panel/{category} (I1: a panel loaded on first open)', () => {
  it('I1 answers the panel as an HTML fragment in the path language', async () => {
    const res = await get('/de/faq/panel/payment');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.text).toContain(escaped(question('payment', 'de', 1)));
    expect(res.text).not.toMatch(/<html|<head|<body/);
    expect(res.text.startsWith('<section class="faq-entry">')).toBe(true);
  });

  it('I1 the fragment is the markup the page renders for the same panel', async () => {
    const fragment = (await get('/el/faq/panel/on-board')).text;
    const page = (await get('/el/faq?tab=on-board')).text;
    expect(page).toContain(fragment);
  });

  it('I1 an unknown tab is a 404', async () => {
    const res = await get('/en/faq/panel/unknown-tab');
    expect(res.status).toBe(404);
    expect(res.text).toBe('');
    expect((await get('/en/faq/panel/Payment')).status).toBe(404);
  });
});

describe('P2: a text missing in the visitor language', () => {
  it('P2 shows the English text with a note, and hreflang lists only the languages that have every question', async () => {
    const full = await get('/de/faq');
    expect(hreflangs(full.text)).toEqual([...LANGUAGE_CODES.map((c) => (c === 'ua' ? 'uk' : c)), 'x-default']);
    expect(full.text).not.toContain('class="fallback-note"');

    const [row] = await database.db
      .insert(faqEntries)
      .values({
        position: 99,
        category: 'cancellation',
        question: { en: 'Can I change my dates?', de: 'Kann ich meine Daten ändern?' },
        answer: { en: 'Yes, if the boat is free.' },
      })
      .returning({ id: faqEntries.id });
    try {
      const res = await get('/fr/faq?tab=cancellation');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<h2 class="faq-entry__question" lang="en">Can I change my dates?</h2>');
      expect(res.text).toContain(
        '<p class="fallback-note">Ce texte n’est pas encore disponible dans votre langue ; il est donc affiché en anglais.</p>',
      );
      // The translated entries of the same panel carry no note.
      expect(res.text.match(/class="fallback-note"/g)).toHaveLength(1);
      expect(hreflangs(res.text)).toEqual(['en', 'x-default']);
      // The loaded panel says it too.
      const panel = await get('/fr/faq/panel/cancellation');
      expect(panel.text).toContain('lang="en">Yes, if the boat is free.</p>');
      expect(panel.text).toContain('class="fallback-note"');
      // German has the question but not the answer: the question is German, the answer English with the note.
      const de = await get('/de/faq?tab=cancellation');
      expect(de.text).toContain('Kann ich meine Daten ändern?');
      expect(hreflangs(de.text)).toEqual(['en', 'x-default']);
    } finally {
      await database.db.delete(faqEntries).where(eq(faqEntries.id, row!.id));
    }
  });
});
