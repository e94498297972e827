import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { pino } from 'pino';
import { migrateDatabase, openDatabase } from '../server/db/client';
import { seedDemoData } from '../server/db/seed/seed-demo';
import { createCatalogModel } from '../server/catalog/model/catalog-model';
import { matchYachts } from '../server/catalog/model/model-search';
import { EMPTY_SEARCH, type YachtSearch } from '../src/contract/yacht-search';
import { LANGUAGE_CODES } from '../src/contract/languages';
import { addDays, isoDateOf } from '../src/contract/iso-date';
import { seededRandom } from './seeded-random';

// npm run bench:catalog — the in-memory catalog (docs/decisions/026) by itself: how long it takes to load,
// how much heap it holds, and what one dated search costs in memory (filters, facets, limits, the page's
// cards), at 1,500 and 15,000 boats on the embedded database (the fleets bench:mix seeds under .tmp).
// Run with --expose-gc (the npm script does) so the heap is measured after a full collection.
const FLEETS = (process.env.BENCH_FLEETS ?? '1500,15000').split(',').map(Number);
const SEARCHES = 500;
const CACHE = resolve('.tmp/bench-mix');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench:catalog)');

const random = seededRandom(0x2545f491);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const heapMiB = () => {
  gc!();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

const rows: string[] = [];
for (const fleet of FLEETS) {
  const dataDir = join(CACHE, `pglite-${fleet}`);
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  await seedDemoData(database.db, { yachts: fleet, mediaDir: join(CACHE, 'media') });
  const before = heapMiB();
  const started = performance.now();
  const catalog = createCatalogModel(database, pino({ level: 'silent' }));
  const state = await catalog.current();
  const loadMs = performance.now() - started;
  const heap = heapMiB() - before;

  const today = isoDateOf(new Date());
  const destinations = [...state.destinations.values()].map((d) => d.slug);
  const types = [...state.types.values()].map((t) => t.slug);
  const times: number[] = [];
  for (let i = 0; i < SEARCHES; i++) {
    const start = addDays(today, 7 + Math.floor(random() * 200));
    const search: YachtSearch = {
      ...EMPTY_SEARCH,
      locale: pick(LANGUAGE_CODES),
      dates: { start, end: addDays(start, 7) },
      destinations: random() < 0.7 ? { ids: [], slugs: [pick(destinations)] } : null,
      types: random() < 0.5 ? { ids: [], slugs: [pick(types)] } : null,
      ranges: random() < 0.3 ? { cabins: { min: 3, max: null } } : {},
      orderBy: random() < 0.4 ? { field: 'price', direction: 'asc' } : null,
    };
    const t0 = performance.now();
    matchYachts(state, search, today);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.floor(q * times.length)]!.toFixed(2);
  rows.push(
    `| ${fleet.toLocaleString('en')} | ${state.fleet.length.toLocaleString('en')} | ${loadMs.toFixed(0)} | ${heap.toFixed(1)} | ${at(0.5)} | ${at(0.95)} |`,
  );
  await database.close();
}

console.log(
  `\nnpm run bench:catalog — ${cpus().length} × ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ${SEARCHES} random dated searches each\n`,
);
console.log('| fleet | boats in the model | load ms | heap MiB | dated search in memory p50 ms | p95 ms |');
console.log('|---|---|---|---|---|---|');
console.log(rows.join('\n'));
