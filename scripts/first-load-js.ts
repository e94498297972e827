import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestAssets } from '../server/ssr/assets';
import { ROUTES } from '../src/routes/route-list';

// The JavaScript a browser downloads on first load of a page of the build: the client entry with its
// static imports plus the page's chunk with its imports (what the server preloads), each gzipped at
// level 9. Shared by npm run bench:size and the size budget test.

export interface FirstLoad {
  files: number;
  raw: number;
  gzip: number;
}

export function firstLoadJs(routeId: string, dist = 'dist/client'): FirstLoad {
  const manifestPath = join(dist, '.vite/manifest.json');
  const assets = manifestAssets(manifestPath);
  const route = ROUTES.find((r) => r.id === routeId);
  if (!route) throw new Error(`No route ${routeId}`);
  const files = [...new Set([...entryClosure(manifestPath), ...assets.preloads(route)])];
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.length, raw, gzip };
}

function entryClosure(manifestPath: string): string[] {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; imports?: string[] }>;
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
