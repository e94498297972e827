import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import type { Topology } from 'topojson-specification';
import { buildLandAsset, type LandAsset } from '../src/features/map/land-asset';

// M3: the offline map's land shapes, made at build time from Natural Earth (the world-atlas package)
// and emitted as one hashed asset (assets/map-land-<hash>.json: immutable cache) that the map fetches
// only when it is shown. `import landUrl from 'virtual:map-land'` gives its URL.

const MAP_LAND_MODULE = 'virtual:map-land';
const RESOLVED = '\0virtual:map-land';
const DEV_PATH = '/@map-land.json';

const require = createRequire(import.meta.url);
const readTopology = (file: string) => JSON.parse(readFileSync(require.resolve(`world-atlas/${file}`), 'utf8')) as Topology;

/**
 * Two levels of detail (about 100 KB gzipped together): the 1:110m land for the world view, the 1:50m
 * land in pixels of zoom 7 for everything closer (Natural Earth 1:50m holds no finer detail).
 */
export function makeLandAsset(): LandAsset {
  return buildLandAsset([
    { topology: readTopology('land-110m.json'), minZoom: 0, zoom: 3, tolerance: 0.5, minRingSize: 1 },
    { topology: readTopology('land-50m.json'), minZoom: 3.5, zoom: 7, tolerance: 0.6, minRingSize: 2 },
  ]);
}

export function mapLandPlugin(): Plugin {
  let json: string | undefined;
  const source = () => (json ??= JSON.stringify(makeLandAsset()));
  let serve = false;
  return {
    name: 'bluewater-map-land',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId(id) {
      return id === MAP_LAND_MODULE ? RESOLVED : undefined;
    },
    load(id, options) {
      if (id !== RESOLVED) return undefined;
      // The server never draws the map (it is mounted in the browser only): no asset for the SSR build.
      if (options?.ssr) return 'export default "";';
      if (serve) return `export default ${JSON.stringify(DEV_PATH)};`;
      const ref = this.emitFile({ type: 'asset', name: 'map-land.json', source: source() });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(source());
      });
    },
  };
}
