import { mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer, type RunningServer } from './start-server';

// npx tsx scripts/compare-documents.ts dirA dirB — do two builds render the same documents? (issue 26: a
// refactor changes no output.) Both builds serve a copy of one freshly seeded data directory; home, a dated
// search, a boat page with and without dates, booking step one and the FAQ are fetched from each in two
// languages (COMPARE_LANGS, default en,de) with a visitor's user agent. What must differ between two
// builds is left out of the comparison: the per-request CSP nonce and the hashes in built asset names.
// COMPARE_IGNORE=preloads,locales also leaves out the modulepreload links (which shared chunks a page
// names ahead) and the texts' version (a hash of every locale file), for changes that move code between
// chunks or texts between files. Prints one line per page and exits 1 when any document differs (the first
// difference is shown).

const [dirA, dirB] = process.argv.slice(2).map((dir) => resolve(dir));
if (!dirA || !dirB) throw new Error('usage: npx tsx scripts/compare-documents.ts <build dir A> <build dir B>');
const LANGS = (process.env.COMPARE_LANGS ?? 'en,de').split(',');
const TOKEN = 'compare-documents-token-0123456789';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const data = mkdtempSync(join(tmpdir(), 'bw-compare-'));
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-seed.ts'], {
  env: { ...process.env, DATA_DIR: data, DATABASE_URL: '' },
  encoding: 'utf8',
});
if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);

const IGNORE = new Set((process.env.COMPARE_IGNORE ?? '').split(',').filter(Boolean));

/** What may differ between two builds of the same code: nonces and hashed asset names (and what IGNORE names). */
function normalised(html: string): string {
  let out = html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}(\.(?:js|css|json|woff2|svg|png))/g, '$1-HASH$2');
  if (IGNORE.has('preloads')) out = out.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(/"preloads":\[[^\]]*\]/g, '"preloads":[]');
  if (IGNORE.has('locales'))
    out = out.replace(/\.json\?v=[\w-]+/g, '.json?v=V').replace(/"localesVersion":"[^"]*"/g, '"localesVersion":"V"');
  return out;
}

const servers: RunningServer[] = [];
let differing = 0;
try {
  // One public origin for both, so canonical and hreflang links do not differ by port.
  const settings = { PUBLIC_API_TOKEN: TOKEN, RENDER_MEMO_ENTRIES: '0', PAGE_DATA_CACHE_MS: '0', SITE_URL: 'http://bluewater.test' };
  servers.push(await startServer({ port: 3931, build: dirA, copyOf: data, env: settings }));
  servers.push(await startServer({ port: 3932, build: dirB, copyOf: data, env: settings }));
  const [a, b] = servers as [RunningServer, RunningServer];
  const list = (await (
    await fetch(`${a.origin}/api/yacht-list-all?per_page=1`, { headers: { Authorization: `Bearer ${TOKEN}` } })
  ).json()) as { data: { slug: string; type: { slug: string } }[] };
  const boat = list.data[0]!;
  const saturday = (() => {
    const d = new Date();
    d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7) + 28);
    return d.toISOString().slice(0, 10);
  })();
  const end = new Date(Date.parse(saturday) + 7 * 86_400_000).toISOString().slice(0, 10);
  const dates = `date_start=${saturday}&date_end=${end}`;
  const paths = LANGS.flatMap((lang) => [
    `/${lang}`,
    `/${lang}/search?${dates}`,
    `/${lang}/${boat.type.slug}/${boat.slug}`,
    `/${lang}/${boat.type.slug}/${boat.slug}?${dates}`,
    `/${lang}/details/${boat.slug}?${dates}`,
    `/${lang}/faq`,
  ]);
  for (const path of paths) {
    const [left, right] = await Promise.all(
      [a, b].map(async (s) => {
        const res = await fetch(`${s.origin}${path}`, { headers: { 'User-Agent': UA } });
        return { status: res.status, html: normalised(await res.text()) };
      }),
    );
    const same = left!.status === right!.status && left!.html === right!.html;
    console.log(`${same ? 'same     ' : 'DIFFERENT'} ${left!.status} ${path} (${left!.html.length.toLocaleString('en')} characters)`);
    if (!same) {
      differing++;
      let i = 0;
      while (i < left!.html.length && left!.html[i] === right!.html[i]) i++;
      console.log(
        `  first difference at ${i}:\n  A: ${left!.html.slice(Math.max(0, i - 120), i + 200)}\n  B: ${right!.html.slice(Math.max(0, i - 120), i + 200)}`,
      );
    }
  }
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(data, { recursive: true, force: true });
}
process.exit(differing ? 1 : 0);
