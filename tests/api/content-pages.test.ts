import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { selectRows, type DatabaseHandle } from '../../server/db/client';
import { newsArticles } from '../../server/db/schema';
import { LANGUAGES } from '../../src/contract/languages';
import { GOOGLEBOT_UA, PERSON_UA, TEST_TOKEN, testApp } from '../setup/test-app';
import { seededTestDatabase } from '../setup/test-db';

// The content pages (P1, P2, R7, R8, S3, S4, S7) rendered by the real app over the seeded demo content:
// offers and the expired-offer notice, news and articles, crew and crew members, voyages, country guides.

const TODAY = '2026-06-01';
let app: Express;
let database: DatabaseHandle;
const site = { Authorization: `Bearer ${TEST_TOKEN}` };
const page = (path: string, ua = PERSON_UA) => request(app).get(path).set('User-Agent', ua);
const api = (path: string) => request(app).get(`/api${path}`).set(site);
const mainOf = (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
const text = (html: string) =>
  mainOf(html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as { '@type': string; [k: string]: unknown },
  );

beforeAll(async () => {
  database = await seededTestDatabase({ yachts: 120, today: TODAY });
  ({ app } = await testApp({}, { database, now: () => new Date(`${TODAY}T08:00:00Z`), mailer: { send: async () => {} } }));
}, 120_000);
afterAll(() => database.close());

const first = async <T>(query: ReturnType<typeof sql>) => (await selectRows<T>(database.db, query))[0]!;

describe('offers and the expired-offer notice (P1, R7)', () => {
  it('P1 an offer page shows its boat, the discounted price for its dates, what is included and a Book link into B1', async () => {
    const offer = await first<{ slug: string; yacht_slug: string; start: string; end: string }>(sql`
      select o.slug, y.slug as yacht_slug, lower(o.period)::text as start, upper(o.period)::text as "end" from offers o join yachts y on y.id = o.yacht_id
      where lower(o.period) > ${TODAY}::date and not exists (select 1 from bookings b where b.yacht_id = o.yacht_id and b.status <> 'cancelled' and b.period && o.period)
      order by o.id limit 1`);
    const data = (await api(`/offers/en/${offer.slug}`)).body;
    for (const lang of ['en', 'de', 'el']) {
      const res = await page(`/${lang}/offers/${offer.slug}`);
      expect(res.status).toBe(200);
      expect(res.text).toContain(`/${lang}/details/${offer.yacht_slug}?date_start=${offer.start}&amp;date_end=${offer.end}`);
    }
    const en = await page(`/en/offers/${offer.slug}`);
    expect(text(en.text)).toContain('Included in the price');
    expect(text(en.text)).toContain(`€${data.data.yacht.quote.total.toLocaleString('en-US')}`);
    expect(text(en.text)).toContain(`Offer discount ${data.data.discount_percent}%`);
    expect(text((await page(`/de/offers/${offer.slug}`)).text)).toContain('Im Preis enthalten');
  });

  it('P1 R7 an offer whose day has passed moves to the notice for good (301), for people and crawlers alike; the notice is never the error page', async () => {
    const past = await first<{ slug: string }>(sql`select slug from offers where lower(period) < ${TODAY}::date order by id limit 1`);
    for (const ua of [PERSON_UA, GOOGLEBOT_UA]) {
      const res = await page(`/fr/offers/${past.slug}`, ua);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(`/fr/offerexpired?offer=${past.slug}`);
    }
    const notice = await page(`/fr/offerexpired?offer=${past.slug}`, GOOGLEBOT_UA);
    expect(notice.status).toBe(200);
    expect(notice.text).toContain('<meta name="robots" content="noindex"');
    expect(notice.text).not.toContain('error-page');
    expect(text(notice.text)).toContain('Offres en cours');
    expect(text(notice.text)).toContain('Bateaux semblables');
    // Current offers link to their own pages.
    expect(notice.text).toMatch(/href="\/fr\/offers\/[a-z0-9-]+"/);
  });

  it('P1 an offer that is only booked over redirects for now (302): a cancellation would bring it back', async () => {
    const fact = await first<{ slug: string; yacht_slug: string; start: string; end: string; products: string[] }>(sql`
      select o.slug, y.slug as yacht_slug, lower(o.period)::text as start, upper(o.period)::text as "end", y.products from offers o join yachts y on y.id = o.yacht_id
      where lower(o.period) > ${TODAY}::date and upper(o.period) - lower(o.period) <= 14
        and not exists (select 1 from bookings b where b.yacht_id = o.yacht_id and b.status <> 'cancelled' and b.period && o.period)
      order by o.id desc limit 1`);
    const booked = await request(app).post('/api/bookings').set(site).send({
      yacht_slug: fact.yacht_slug,
      date_start: fact.start,
      date_end: fact.end,
      product: fact.products[0],
      people: 2,
      first_name: 'Ana',
      last_name: 'Kovač',
      email: 'ana@example.com',
      phone: '+385 91 234 5678',
      terms_accepted: true,
      language: 'en',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const res = await page(`/en/offers/${fact.slug}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/en/offerexpired?offer=${fact.slug}`);
  });

  it('R8 R7 an unknown offer is a 404; crawlers get it without the error page', async () => {
    expect((await page('/en/offers/no-such-offer')).status).toBe(404);
    const bot = await page('/en/offers/no-such-offer', GOOGLEBOT_UA);
    expect(bot.status).toBe(404);
    expect(bot.text).not.toContain('Page not found');
  });
});

describe('news and articles (P1, S3)', () => {
  it('P1 the news list shows the articles newest first with pictures and dates, in several languages, with page links', async () => {
    const rows = await selectRows<{ slug: string; title_en: string; title_it: string }>(
      database.db,
      sql`
      select slug, title->>'en' as title_en, title->>'it' as title_it from news_articles where published_on <= ${TODAY}::date order by published_on desc, id desc`,
    );
    const en = await page('/en/latestnews');
    expect(en.status).toBe(200);
    const positions = rows.slice(0, 3).map((r) => en.text.indexOf(`/en/blog/${r.slug}`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(mainOf(en.text)).toMatch(/<img[^>]+src="\/media\/news\/[^>]+alt=""/);
    expect(mainOf(en.text)).toContain('<time dateTime=');
    const it = await page('/it/latestnews');
    expect(text(it.text)).toContain(rows[0]!.title_it);
    // Four to a page: the demo's six articles make two pages, linked with plain links.
    expect(rows.length).toBeGreaterThan(4);
    expect(en.text).toContain('href="/en/latestnews?page=2"');
    const second = await page('/en/latestnews?page=2');
    expect(second.status).toBe(200);
    expect(second.text).toContain(`/en/blog/${rows[4]!.slug}`);
    expect(second.text).toContain('<link rel="canonical" href="https://bluewater.test/en/latestnews?page=2"');
    expect((await page('/en/latestnews?page=99')).status).toBe(404);
  });

  it('P1 S3 an article has its headline, date, picture with alt, body, related areas and Article JSON-LD', async () => {
    const row = await first<{ slug: string; title_en: string; title_ru: string }>(sql`
      select slug, title->>'en' as title_en, title->>'ru' as title_ru from news_articles where slug = 'meltemi-when-to-sail-greece'`);
    const res = await page(`/en/blog/${row.slug}`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(new RegExp(`<h1>${row.title_en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "(?:'|&#x27;)")}</h1>`));
    expect(mainOf(res.text)).toMatch(/<img[^>]+alt="Picture for the article/);
    expect(res.text).toContain('href="/en/search?destinations=cyclades"');
    const article = jsonLd(res.text).find((j) => j['@type'] === 'Article')!;
    expect(article).toMatchObject({ headline: row.title_en, author: { '@type': 'Organization' } });
    expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const ru = await page(`/ru/blog/${row.slug}`);
    expect(text(ru.text)).toContain(row.title_ru);
  });

  it('R8 an unknown or malformed article slug is a 404 before the page renders', async () => {
    expect((await page('/en/blog/no-such-article')).status).toBe(404);
    expect((await page('/en/blog/Not_A_Slug')).status).toBe(404);
  });
});

describe('crew and crew members (P1)', () => {
  it('P1 /crew lists every crew member and the GET form filters by role, language and base without JavaScript', async () => {
    const crew = (await api('/crew/en')).body as { slug: string; role: string; languages: string[]; base: { slug: string } | null }[];
    const all = await page('/en/crew');
    expect(all.status).toBe(200);
    for (const m of crew) expect(all.text).toContain(`/en/hirecrew/${m.slug}`);
    expect(all.text).toMatch(/<form[^>]+action="\/en\/crew" method="get"/);
    const chefs = await page('/en/crew?role=chef');
    for (const m of crew) expect(chefs.text.includes(`/en/hirecrew/${m.slug}"`)).toBe(m.role === 'chef');
    const greek = await page('/de/crew?language=el&role=skipper');
    for (const m of crew) expect(greek.text.includes(`/de/hirecrew/${m.slug}"`)).toBe(m.role === 'skipper' && m.languages.includes('el'));
    const base = crew[0]!.base!.slug;
    const atBase = await page(`/tr/crew?base=${base}`);
    for (const m of crew) expect(atBase.text.includes(`/tr/hirecrew/${m.slug}"`)).toBe(m.base?.slug === base);
  });

  it('P1 a crew member page shows photo, languages, experience, licences, price per day, base and the hire form; unknown slugs are 404', async () => {
    const member = (await api('/crew/en')).body.find((m: { role: string }) => m.role === 'skipper') as {
      slug: string;
      name: string;
      price_per_day: number;
      base: { name: string };
    };
    const res = await page(`/en/hirecrew/${member.slug}`);
    expect(res.status).toBe(200);
    const body = text(res.text);
    expect(body).toContain(member.name);
    expect(body).toContain('ICC (International Certificate of Competence)');
    expect(body).toContain(`€${member.price_per_day} per day`);
    expect(body).toContain(member.base.name);
    expect(body).toContain(`Hire ${member.name}`);
    // The hire form carries the forms' honeypot, hidden from people without any stylesheet.
    expect(mainOf(res.text)).toMatch(
      /<div class="form-honeypot" style="position:absolute;left:-10000px[^"]*" aria-hidden="true"><label[^>]*>[^<]+<\/label><input[^>]+name="website"/,
    );
    expect(mainOf(res.text)).toMatch(new RegExp(`<img[^>]+alt="Portrait of ${member.name}"`));
    expect(text((await page(`/cs/hirecrew/${member.slug}`)).text)).toContain('Průkazy a osvědčení');
    expect((await page('/en/hirecrew/nobody-here')).status).toBe(404);
    expect((await page('/en/hirecrew/nobody-here', GOOGLEBOT_UA)).text).not.toContain('Page not found');
  });
});

describe('voyages (P1, S3)', () => {
  it('P1 a voyage shows its legs in nautical miles and the total, its start base, boats for the dates and TouristTrip JSON-LD', async () => {
    const res = await page('/en/voyage/split-central-dalmatian-islands?date_start=2026-07-04&date_end=2026-07-11');
    expect(res.status).toBe(200);
    const body = text(res.text);
    expect(body).toMatch(/Day 1 Split → Maslinica \(Šolta\) \d+(\.\d)? nM/);
    expect(body).toMatch(/Total distance: \d+(\.\d)? nM/);
    expect(body).toContain('Starts at ACI Marina Split, Split');
    expect(res.text).toContain('value="2026-07-04"');
    const trip = jsonLd(res.text).find((j) => j['@type'] === 'TouristTrip')!;
    expect((trip.itinerary as { itemListElement: unknown[] }).itemListElement).toHaveLength(9);
    const de = await page('/de/voyage/split-central-dalmatian-islands');
    expect(text(de.text)).toContain('Split und die Inseln Mitteldalmatiens');
    // Issue 30 item 5: a German page writes the decimal with a comma.
    expect(text(de.text)).toMatch(/Gesamtstrecke: \d+(,\d)? sm/);
  });

  it('R8 an unknown voyage is a 404', async () => {
    expect((await page('/en/voyage/around-the-world')).status).toBe(404);
  });
});

describe('country pages (P1, S7)', () => {
  it('S7 croatia, spain, italy, greece and turkey carry their own keyword list in every language', async () => {
    for (const slug of ['croatia', 'spain', 'italy', 'greece', 'turkey']) {
      const keywords = new Set<string>();
      for (const { code } of LANGUAGES) {
        const res = await page(`/${code}/discover/${slug}`);
        expect(res.status).toBe(200);
        const m = /<meta name="keywords" content="([^"]+)"/.exec(res.text);
        expect(m, `${code}/${slug} keywords`).not.toBeNull();
        keywords.add(m![1]!);
      }
      expect(keywords.size).toBe(LANGUAGES.length);
    }
  }, 60_000);

  it('P1 a country page shows the season and winds by month, its airports and the voyages that start there', async () => {
    const res = await page('/en/discover/greece');
    const body = text(res.text);
    expect(body).toContain('When to sail in Greece');
    expect(body).toContain('Meltemi (north, strong in summer)');
    expect(body).toMatch(/Athens \( ?ATH ?\)/);
    expect(res.text).toContain('href="/en/voyage/cyclades-from-paros"');
    expect(
      (
        await selectRows(
          database.db,
          sql`select 1 from itineraries i join destinations d on d.id = i.destination_id join countries c on c.id = d.country_id where c.slug = 'greece'`,
        )
      ).length,
    ).toBeGreaterThan(0);
    const es = text((await page('/es/discover/croatia')).text);
    expect(es).toContain('Cuándo navegar en');
    expect(es).toMatch(/Split \( ?SPU ?\)/);
  });

  it('P1 the destinations page links each area to its voyages', async () => {
    const res = await page('/en/destinations');
    expect(res.text).toContain('href="/en/voyage/kornati-and-krka"');
  });
});

describe('sitemap (S4)', () => {
  it('S4 lists the news and crew pages and every article, crew member and voyage with hreflang alternates', async () => {
    const res = await request(app).get('/sitemaps/en.xml');
    const xml = res.text;
    const articles = await selectRows<{ slug: string }>(
      database.db,
      sql`select slug from news_articles where published_on <= ${TODAY}::date`,
    );
    const crew = await selectRows<{ slug: string }>(database.db, sql`select slug from crew_members`);
    const voyages = await selectRows<{ slug: string }>(database.db, sql`select slug from itineraries`);
    const paths = [
      '/latestnews',
      '/crew',
      ...articles.map((a) => `/blog/${a.slug}`),
      ...crew.map((c) => `/hirecrew/${c.slug}`),
      ...voyages.map((v) => `/voyage/${v.slug}`),
    ];
    for (const path of paths) {
      const entry = new RegExp(`<url><loc>https://bluewater\\.test/en${path}</loc>(.*?)</url>`).exec(xml)?.[1];
      expect(entry, path).toBeDefined();
      expect([...entry!.matchAll(/hreflang="/g)]).toHaveLength(LANGUAGES.length + 1);
      expect(entry).toContain(`hreflang="uk" href="https://bluewater.test/ua${path}"`);
    }
    // The notice and single offers are not pages to index.
    expect(xml).not.toContain('/offerexpired');
  });

  it('P2 S4 an article written only in English and German: its page and the sitemaps name just those two languages', async () => {
    await database.db.insert(newsArticles).values({
      slug: 'two-languages-only',
      publishedOn: TODAY,
      title: { en: 'Two languages only', de: 'Nur zwei Sprachen' },
      summary: { en: 'Summary', de: 'Zusammenfassung' },
      body: { en: 'Body', de: 'Text' },
      image: 'two-languages-only',
    });
    try {
      const hreflangs = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/gi)].map((m) => m[1]);
      const fr = await page('/fr/blog/two-languages-only');
      expect(fr.status).toBe(200);
      expect(fr.text).toContain('class="fallback-note"');
      expect(hreflangs(fr.text)).toEqual(['en', 'de', 'x-default']);
      expect(hreflangs((await page('/de/blog/two-languages-only')).text)).toEqual(['en', 'de', 'x-default']);
      // A fresh app: the sitemap's data pages are read at most every ten minutes.
      const { app: fresh } = await testApp({}, { database, now: () => new Date(`${TODAY}T09:00:00Z`), mailer: { send: async () => {} } });
      const entry = (lang: string, xml: string) =>
        new RegExp(`<url><loc>https://bluewater\\.test/${lang}/blog/two-languages-only</loc>(.*?)</url>`).exec(xml)?.[1];
      const de = entry('de', (await request(fresh).get('/sitemaps/de.xml')).text);
      expect([...(de ?? '').matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1])).toEqual(['en', 'de', 'x-default']);
      expect(entry('fr', (await request(fresh).get('/sitemaps/fr.xml')).text)).toBeUndefined();
    } finally {
      await database.db.delete(newsArticles).where(sql`slug = 'two-languages-only'`);
    }
  });
});
