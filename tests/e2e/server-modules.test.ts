import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';

// Issue 26, decision 036 (server-only code by file name): no browser chunk of the build holds a
// `*.server.ts` module (a route's loader and what only it imports), anything under server/, or a Node
// builtin. The client build records each emitted chunk's source modules (scripts/server-only-plugin.ts
// writes dist/client/.vite/chunk-modules.json; the same plugin refuses such a module while building).

const DIST = 'dist/client';
const chunkModules = JSON.parse(readFileSync(`${DIST}/.vite/chunk-modules.json`, 'utf8')) as Record<string, string[]>;
const builtins = new Set(builtinModules);

/** Why a module id may not be in a browser chunk, or undefined. */
function serverOnly(id: string): string | undefined {
  if (/\.server\.tsx?$/.test(id.split('?')[0]!)) return 'a .server.ts module';
  if (id.startsWith('server/')) return 'under server/';
  const bare = id.replace(/^\0?(__vite-browser-external:)?/, '');
  if (id.includes('__vite-browser-external') || bare.startsWith('node:') || builtins.has(bare)) return 'a Node builtin';
  return undefined;
}

describe('server-only modules stay out of the browser (the build)', () => {
  it('lists the modules of every JavaScript file the client build emitted', () => {
    const emitted = readdirSync(`${DIST}/assets`)
      .filter((f) => f.endsWith('.js'))
      .map((f) => `assets/${f}`)
      .sort();
    expect(Object.keys(chunkModules).sort()).toEqual(emitted);
    const all = Object.values(chunkModules).flat();
    expect(all).toContain('src/routes/search/page.tsx');
    expect(all).toContain('src/routes/boat/route.ts');
  });

  it('no browser chunk holds a .server.ts module, a module under server/ or a Node builtin', () => {
    const found = Object.entries(chunkModules).flatMap(([chunk, ids]) =>
      ids.flatMap((id) => (serverOnly(id) ? [`${chunk}: ${id} (${serverOnly(id)})`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('the route folders do have server-only loaders, which the server build holds', () => {
    expect(existsSync('src/routes/boat/route.server.ts')).toBe(true);
    expect(serverOnly('src/routes/boat/route.server.ts')).toBe('a .server.ts module');
    expect(serverOnly('server/ssr/run-loaders.ts')).toBe('under server/');
    expect(serverOnly('node:fs')).toBe('a Node builtin');
    expect(serverOnly('src/routes/boat/route.ts')).toBeUndefined();
  });
});
