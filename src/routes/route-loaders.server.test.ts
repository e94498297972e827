import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../route-def';
import type { Loader } from '../route-loader.server';
import { ROUTES } from './route-list';
import { ROUTE_LOADERS } from './route-loaders.server';

// S2: a page's server data comes from its folder's loaders (route.server.ts), which the server finds
// through ROUTE_LOADERS alone (docs/decisions/036). Each folder's loaders are type-checked against its
// route.ts (LoadersOf); this test checks the gathering: no folder's route.server.ts left out of the
// registry, no key naming an unknown route, every route of a folder with server data given a loader.

const folderOf = (path: string) => /^\.\/([^/]+)\//.exec(path)![1]!;
const serverModules = Object.entries(import.meta.glob<Record<string, Record<string, Loader>>>('./*/route.server.ts', { eager: true }));
const routeModules = Object.entries(import.meta.glob<Record<string, readonly RouteDef[]>>('./*/route.ts', { eager: true }));
const idsOfFolder = new Map(
  routeModules.map(([path, exports]) => [
    folderOf(path),
    Object.values(exports)
      .flat()
      .map((r) => r.id),
  ]),
);

describe('route loaders (route.server.ts, gathered in route-loaders.server.ts)', () => {
  it('finds the route folders with server data', () => {
    expect(serverModules.map(([path]) => folderOf(path))).toContain('boat');
    expect(serverModules).toHaveLength(20);
  });

  it('S2: a folder with a route.server.ts has one loader for each route its route.ts defines, and no other', () => {
    const mismatched = serverModules
      .map(
        ([path, exports]) =>
          [
            folderOf(path),
            Object.values(exports)
              .flatMap((loaders) => Object.keys(loaders))
              .sort(),
            [...(idsOfFolder.get(folderOf(path)) ?? [])].sort(),
          ] as const,
      )
      .filter(([, loaded, defined]) => loaded.join() !== defined.join());
    expect(mismatched).toEqual([]);
  });

  it('S2: the registry holds exactly the loaders the route.server.ts files export, under their route ids', () => {
    const exported = serverModules.flatMap(([, exports]) => Object.values(exports).flatMap((loaders) => Object.entries(loaders)));
    expect(Object.entries(ROUTE_LOADERS).sort(([a], [b]) => a.localeCompare(b))).toEqual(exported.sort(([a], [b]) => a.localeCompare(b)));
    for (const [id, loader] of exported) expect(ROUTE_LOADERS[id]).toBe(loader);
  });

  it('every key of the registry is the id of a route in the route list', () => {
    const ids = new Set(ROUTES.map((r) => r.id));
    expect(Object.keys(ROUTE_LOADERS).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.keys(ROUTE_LOADERS)).toContain('yacht');
  });

  it('a route with no route.server.ts in its folder has no loader (contact, legal, the dashboard …)', () => {
    expect(['contact', 'about', 'dashboard', 'favorites', 'notFound'].filter((id) => ROUTE_LOADERS[id] !== undefined)).toEqual([]);
  });
});
