import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestAssets } from '../server/ssr/assets';
import { ROUTES } from '../src/route-table';

// npm run bench:size — the JavaScript a browser downloads on first load of a page (the client entry,
// its static imports, and the page's chunk with its imports), gzipped at level 9.
const DIST = 'dist/client';
const assets = manifestAssets(join(DIST, '.vite/manifest.json'));
const pages = (process.env.BENCH_PAGES ?? 'home,search,faq,yacht').split(',');
const entryFiles = entryClosure();

console.log('| page | files | raw KB | gzip KB | gzip KiB |');
console.log('|---|---|---|---|---|');
for (const id of pages) {
  const route = ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`No route ${id}`);
  const files = [...new Set([...entryFiles, ...assets.preloads(route)])];
  let raw = 0;
  let gz = 0;
  for (const file of files) {
    const bytes = readFileSync(join(DIST, file));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  console.log(`| ${id} | ${files.length} | ${(raw / 1000).toFixed(1)} | ${(gz / 1000).toFixed(1)} | ${(gz / 1024).toFixed(1)} |`);
}

function entryClosure(): string[] {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const out = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || out.has(`/${chunk.file}`)) return;
    out.add(`/${chunk.file}`);
    chunk.imports?.forEach(walk);
  };
  walk('src/entry-client.tsx');
  return [...out];
}
