import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mapLandPlugin } from './scripts/map-land-plugin';

// Libraries only some pages or interactions need: the map's, the date picker's and the lightbox's.
const LAZY_ONLY =
  /\/src\/lib\/map\/|\/node_modules\/(supercluster|kdbush|@googlemaps\/js-api-loader|react-day-picker|date-fns|@date-fns\/[^/]+|fslightbox-react)\/|virtual:map-land/;

// Two builds from one config: the client (`vite build`, with a manifest the server reads) and the
// server (`vite build --ssr`): the React renderer and the Express server, bundled together with
// node_modules left external.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), mapLandPlugin()],
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
        // The CSS the server names by `?url` must hash like the client's files: the same CSS target for both.
        cssTarget: 'es2022',
        rollupOptions: {
          // The PGlite worker is started by file name (server/db/pglite-thread.ts): an entry of its own, emitted
          // as dist/server/pglite-worker.js.
          input: { 'entry-server': 'src/entry-server.tsx', index: 'server/index.ts', 'pglite-worker': 'server/db/pglite-worker.ts' },
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        // Every browser the site supports knows modulepreload; the polyfill would cost every visitor.
        modulePreload: { polyfill: false },
        rollupOptions: {
          input: 'src/entry-client.tsx',
          output: {
            // Everything but the pages themselves loads on every page anyway: one file compresses better
            // than the two Rolldown would otherwise split it into.
            // The map's code and libraries (M1–M3) are reached only through its dynamic import: left out of
            // 'app', they stay in the map's lazy chunk.
            manualChunks: (id: string) => (id.includes('/src/features/') || LAZY_ONLY.test(id) ? undefined : 'app'),
          },
        },
      },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 20_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
