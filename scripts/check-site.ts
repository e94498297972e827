import { loadConfig } from '../server/config';
import { crawlLanguage } from './site-check/crawl';
import { startRecordingProxy } from './site-check/recording-proxy';
import { startServer, type RunningServer } from './start-server';
import { validateHtml, type PageToValidate } from './site-check/validate-html';

// npm run check:site — against the production build (run npm run build first; npm test does): crawls
// English and German (issue 30: broken links and duplicate titles of the German pages are
// found too; SITE_CHECK_LANGUAGES=en,de,el changes the list) with linkinator, each within its own budget,
// and fails on a broken link or on two indexable pages of one language with the same title, then runs the
// Nu HTML Checker on home, search, a boat page and the 404 in two languages (and on the bare 404 crawlers
// get) and fails on any error. Limits per language: SITE_CHECK_PER_KIND (pages of one kind, default 8) and
// SITE_CHECK_MAX_PAGES (default 400); raise both for a whole-language crawl.
const LANGUAGES = (process.env.SITE_CHECK_LANGUAGES ?? 'en,de').split(',').filter(Boolean);
const LANGUAGE = 'en';
const VALIDATED_LANGUAGES = ['en', 'de'];
// isbot takes an unknown agent for a crawler and answers its 404 with a bare document: pages are asked
// for as a desktop Chrome would, and the crawler's 404 separately.
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const limits = {
  perKind: Number(process.env.SITE_CHECK_PER_KIND ?? 8),
  perOtherLanguage: 2,
  total: Number(process.env.SITE_CHECK_MAX_PAGES ?? 400),
};

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
// Two cores shared with the rest of the suite: a few requests at a time keep the server busy without
// queueing renders behind each other.
const proxy = await startRecordingProxy(3);
let server: RunningServer | undefined;
let failures = 0;
try {
  // SITE_CHECK_COPY_OF: a data directory of a stopped server (its fleet seeded), served as a copy, so a
  // busy machine does not spend the start's two minutes on seeding.
  const copyOf = process.env.SITE_CHECK_COPY_OF || undefined;
  server = await startServer({ port: 4900 + Math.floor(Math.random() * 90), copyOf, env: { SITE_URL: proxy.origin } });
  proxy.forwardTo(server.origin);
  console.log(`check:site: server ready (${seconds()}), crawling ${LANGUAGES.map((l) => `/${l}`).join(' and ')}`);

  for (const language of LANGUAGES) {
    const crawl = await crawlLanguage(proxy, language, limits, BROWSER);
    const skipped = [...crawl.skippedByKind.values()].reduce((a, b) => a + b, 0);
    console.log(
      `crawl /${language}: ${crawl.pagesCrawled} pages, ${crawl.linksChecked} links checked in ${seconds()}; ${skipped} URLs of ${crawl.skippedByKind.size} kinds left out (budget)`,
    );
    for (const link of crawl.broken) {
      const on = `${link.parents.slice(0, 3).join(', ')}${link.parents.length > 3 ? ` and ${link.parents.length - 3} more` : ''}`;
      console.log(`  BROKEN ${link.status ?? '-'} ${link.url}${link.reason ? ` (${link.reason})` : ''}\n    on ${on}`);
    }
    for (const [title, urls] of crawl.duplicateTitles) console.log(`  DUPLICATE TITLE "${title}":\n    ${urls.join('\n    ')}`);
    failures += crawl.broken.length + crawl.duplicateTitles.size;
  }

  const pages = await pagesToValidate(proxy.origin);
  const messages = await validateHtml(pages);
  const errors = messages.filter((m) => m.type === 'error');
  console.log(`html: ${pages.length} pages, ${errors.length} errors, ${messages.length - errors.length} warnings (${seconds()})`);
  for (const m of messages)
    console.log(
      `  ${m.type.toUpperCase()} ${m.page}${m.line ? `:${m.line}` : ''} ${m.message}${m.extract ? `\n    ${m.extract.replaceAll('\n', ' ')}` : ''}`,
    );
  failures += errors.length;
} finally {
  await server?.stop();
  await proxy.close();
}
console.log(failures ? `check:site: ${failures} problems (${seconds()})` : `check:site: passed (${seconds()})`);
process.exit(failures ? 1 : 0);

async function pagesToValidate(origin: string): Promise<PageToValidate[]> {
  const boat = await firstBoatPath(origin);
  const pages = VALIDATED_LANGUAGES.flatMap((lang) => [
    { name: `${lang} home`, url: `${origin}/${lang}`, userAgent: BROWSER, status: 200 },
    { name: `${lang} search`, url: `${origin}/${lang}/search`, userAgent: BROWSER, status: 200 },
    { name: `${lang} boat`, url: `${origin}/${lang}${boat}`, userAgent: BROWSER, status: 200 },
    { name: `${lang} 404`, url: `${origin}/${lang}/no-such-page`, userAgent: BROWSER, status: 404 },
  ]);
  return [...pages, { name: 'crawler 404', url: `${origin}/${LANGUAGE}/no-such-page`, userAgent: CRAWLER, status: 404 }];
}

/** `/<type>/<slug>` of the first boat of the list (slugs depend on the seeded fleet). */
async function firstBoatPath(origin: string): Promise<string> {
  const token = process.env.PUBLIC_API_TOKEN ?? loadConfig({ NODE_ENV: 'production' }).PUBLIC_API_TOKEN;
  const res = await fetch(`${origin}/api/yacht-list-all?per_page=1`, { headers: { Authorization: `Bearer ${token}` } });
  const boat = ((await res.json()) as { data: { slug: string; type: { slug: string } }[] }).data[0];
  if (!boat) throw new Error('The demo fleet has no boats');
  return `/${boat.type.slug}/${boat.slug}`;
}
