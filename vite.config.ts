import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mapLandPlugin } from './scripts/map-land-plugin';

// Code only some pages or interactions need: the pages themselves and what only they import (a route
// folder's files but its route.ts, which the route table loads on every page), the map and the calendar
// with their libraries, the contact and join-us forms, the enhanced selects, the lightbox, the sign-in
// dialog with its strength meter (all of the account feature but the session, the dialog's store, the
// header entry and the dialog's loader), and the international phone input with its metadata and flags
// (B3) and the booking pages' parts. Zod and the contract modules built on it are only ever used by lazy
// pages in the browser (decision 011): left out of the app chunk, they stay out of every first load.
const LAZY_ONLY =
  /\/src\/routes\/[^/]+\/(?!route\.ts$)[^/]+$|\/src\/features\/(map|calendar|forms|enhanced-select|phone|booking)\/|\/src\/contract\/(phone-validity|booking-api|booking-rules|content-api|account-api|text-input|forms|catalog-api|yacht-list-api|yacht-api|pagination|api-error|languages-api)\.ts$|\/src\/features\/account\/(?!(session|open-account-dialog|use-account|account-entry|account-dialog-host)\.)|\/node_modules\/(supercluster|kdbush|@googlemaps\/js-api-loader|react-day-picker|date-fns|@date-fns\/[^/]+|fslightbox-react|@zxcvbn-ts\/[^/]+|fastest-levenshtein|downshift|compute-scroll-into-view|prop-types|react-is|tslib|@babel\/runtime|zod|react-phone-number-input|libphonenumber-js|input-format|country-flag-icons)\/|virtual:map-land/;

// Two builds from one config: the client (`vite build`, with a manifest the server reads) and the
// server (`vite build --ssr`): the React renderer and the Express server, bundled together with
// node_modules left external.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), mapLandPlugin()],
  // The browser build only: route loaders run on the server alone and are left out (src/route-def.ts).
  define: command === 'build' && !isSsrBuild ? { __CLIENT__: 'true' } : {},
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
            // Everything else loads on every page anyway: one file compresses better than the two Rolldown
            // would otherwise split it into. What LAZY_ONLY matches is reached only through a dynamic import
            // (a page, the map of M1–M3, the calendar, the enhanced select of I7) and stays in its lazy chunk.
            manualChunks: (id: string) => (LAZY_ONLY.test(id) ? undefined : 'app'),
            // A page's chunk is named after its route folder (search-…js, not page-…js).
            chunkFileNames: (chunk) => {
              const folder = /\/src\/routes\/([^/]+)\/page\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
              return `assets/${folder ?? '[name]'}-[hash].js`;
            },
          },
        },
      },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          // A route folder keeps its HTTP and browser tests beside its page, named for their suite.
          exclude: ['**/*.api.test.ts', '**/*.e2e.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        // A file's database (migrated, often seeded, in its own worker thread) takes a few seconds to open on a
        // busy 2-core machine: setup gets a minute rather than vitest's 10 s.
        test: { name: 'api', include: ['tests/api/**/*.test.ts', 'src/**/*.api.test.ts'], environment: 'node', testTimeout: 20_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts', 'src/**/*.e2e.test.ts'],
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
