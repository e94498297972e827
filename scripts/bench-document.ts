import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { addDays, isoDateOf } from '../src/contract/iso-date';

// npm run bench:document — the size of server-rendered documents (issue 15: the search document ≤ 60 KB
// uncompressed for 20 results) and what makes them up: the hydration data (the state script), the filter
// form and the results. Serves the build on DATA_DIR (default ./data, the demo fleet) like bench:lighthouse.
const PORT = Number(process.env.BENCH_PORT ?? 3971);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const week = addDays(isoDateOf(new Date()), 60);
const PATHS = (process.env.BENCH_PATHS ?? `/en/search,/en/search?date_start=${week}&date_end=${addDays(week, 7)},/de/search,/en`).split(
  ',',
);
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';

const server = spawn(process.execPath, ['dist/server/index.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: process.env.DATA_DIR ?? resolve('data'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function ready() {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${ORIGIN}/readyz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('The server did not become ready in 180 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

const kb = (s: string | undefined) => (s === undefined ? '–' : (Buffer.byteLength(s) / 1000).toFixed(1));

try {
  await ready();
  console.log('| document | cards | total KB | hydration data KB | filter form KB | results KB |');
  console.log('|---|---|---|---|---|---|');
  for (const path of PATHS) {
    const res = await fetch(`${ORIGIN}${path}`, { headers: { 'User-Agent': UA, 'Accept-Encoding': 'identity' } });
    const html = await res.text();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    const cards = html.split('class="yacht-card"').length - 1;
    // The inline script that carries the state (it begins with the client's starter, decision 028).
    const state = /<script[^>]*>[^<]*?window\.__BLUEWATER_STATE__=.*?<\/script>/s.exec(html)?.[0];
    const form = /<form id="search-filters".*?<\/form>/s.exec(html)?.[0];
    const results = /<section class="results".*?<\/section>/s.exec(html)?.[0];
    console.log(`| ${path} | ${cards} | ${kb(html)} | ${kb(state)} | ${kb(form)} | ${kb(results)} |`);
  }
} finally {
  server.kill('SIGTERM');
}
