import { readFileSync } from 'node:fs';
import { pageSourceFile } from '../../src/route-table';
import type { RouteDef } from '../../src/route-def';

// Which scripts and stylesheets a page needs. In production they come from Vite's manifest (hashed
// files); in development and tests Vite serves the sources.
export interface PageAssets {
  bootstrapModules: string[];
  styles: string[];
  preloads(route: RouteDef): string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const CLIENT_ENTRY = 'src/entry-client.tsx';

export function manifestAssets(manifestPath: string): PageAssets {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${manifestPath} has no entry for ${CLIENT_ENTRY}: run npm run build`);

  const collect = (key: string, files: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach((k) => collect(k, files, css));
  };
  const entryFiles = new Set<string>();
  const entryCss = new Set<string>();
  collect(CLIENT_ENTRY, entryFiles, entryCss);

  const cache = new Map<string, string[]>();
  return {
    bootstrapModules: [`/${entry.file}`],
    styles: [...entryCss].map((f) => `/${f}`),
    preloads(route) {
      const source = pageSourceFile(route);
      let list = cache.get(source);
      if (!list) {
        const files = new Set<string>();
        collect(source, files, new Set());
        list = [...files].filter((f) => !entryFiles.has(f)).map((f) => `/${f}`);
        cache.set(source, list);
      }
      return list;
    },
  };
}

export function sourceAssets({ dev }: { dev: boolean }): PageAssets {
  return {
    bootstrapModules: dev ? ['/@vite/client', `/${CLIENT_ENTRY}`] : [`/${CLIENT_ENTRY}`],
    styles: [],
    preloads: () => [],
  };
}
