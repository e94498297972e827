import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mapLandPlugin } from './scripts/map-land-plugin';
import { serverOnlyPlugin } from './scripts/server-only-plugin';

/**
 * Whether a module is reached from the client entry through static imports alone, and so loads on every
 * page anyway. Everything else (the pages, the map, the calendar, the sign-in dialog, the phone input, zod
 * and the contract schemas, and whatever only they import) is reached through a dynamic import and stays
 * in lazy chunks. Deciding this from the module graph, not from a list of paths, means a library or rule
 * that only lazy code imports can never slip into every page's first load.
 */
function loadsOnEveryPage(id: string, getModuleInfo: (id: string) => { isEntry: boolean; importers: readonly string[] } | null): boolean {
  const known = new Map<string, boolean>();
  const visit = (at: string): boolean => {
    const seen = known.get(at);
    if (seen !== undefined) return seen;
    known.set(at, false); // a cycle proves nothing by itself
    const info = getModuleInfo(at);
    const eager = !!info && (info.isEntry || info.importers.some(visit));
    known.set(at, eager);
    return eager;
  };
  return visit(id);
}

/**
 * The search's one shape and the lists' card views (with the dates and product rules they read): the search,
 * home, boat, country, voyage and booking pages use them. The route table imported them until issue 26 (a
 * route's key came from its data.ts); split out of the shared file into lazy pieces, they cost those pages
 * 1–2 KB gzipped more than they save the others (bench:size), so they stay in it.
 */
// lib/typed-before-hydration: the kit's submit button and the search's boat-name box use it (issue 30 item 2);
// in the lazy kit, the search page would load the whole kit for it.
const WITH_EVERY_PAGE =
  /\/src\/(contract\/(yacht-search|iso-date|booking-constants)|api\/(yacht-list|card-view|data-view)|lib\/typed-before-hydration)\.ts$/;

/**
 * The form kit (field, error summary, submit button, the one message table, the 422 mapping): every page with
 * a form uses most of it, so it is one lazy file rather than the four or five small ones Rolldown would make.
 */
const FORM_KIT = /\/src\/components\/form\/[^/]+\.tsx?$/;

// Two builds from one config: the client (`vite build`, with a manifest the server reads) and the
// server (`vite build --ssr`): the React renderer and the Express server, bundled together with
// node_modules left external.
/**
 * API files that bound how long something takes (login timing, readiness, loop delay, a change seen by
 * every instance within a second): they run one at a time, with no other test file beside them.
 */
const TIMED_API_FILES = [
  'tests/api/accounts-security.test.ts',
  'tests/api/catalog-change-log.test.ts',
  'tests/api/catalog-instances.test.ts',
  'tests/api/database-down.test.ts',
  'tests/api/database-frozen.test.ts',
  'tests/api/database-outage-log.test.ts',
  'tests/api/pglite-worker.test.ts',
  'tests/api/readiness.test.ts',
  'tests/api/render-threads.test.ts',
];

export default defineConfig(({ command, isSsrBuild }) => ({
  // serverOnlyPlugin: the browser build refuses *.server.ts and server/, and lists each chunk's modules.
  plugins: [react(), mapLandPlugin(), serverOnlyPlugin()],
  // react-router's package points every condition at its development build (remix-run/react-router#14102),
  // whose warnings are checked, and their messages built, on every render, and shipped to every browser.
  // Builds take its production build, the same code without them; the dev server keeps the warnings.
  resolve:
    command === 'build'
      ? {
          alias: [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
            },
          ],
        }
      : {},
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
          // Likewise the render threads' worker (server/ssr/render-pool.ts): dist/server/render-worker.js.
          input: {
            'entry-server': 'src/entry-server.tsx',
            index: 'server/index.ts',
            'pglite-worker': 'server/db/pglite-worker.ts',
            'render-worker': 'server/ssr/render-worker.ts',
          },
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        // Every browser the site supports knows modulepreload; the polyfill would cost every visitor.
        modulePreload: {
          polyfill: false,
          // The console's pages (staff only) load their own imports when opened, one step after the page's
          // chunk, instead of listing them in the map every visitor's first load carries (issue 27 added ten
          // console pages; their lists were 0.4 KB of the shared chunk).
          resolveDependencies: (filename, deps) => (/^assets\/operator-/.test(filename) ? [] : deps),
        },
        rollupOptions: {
          input: 'src/entry-client.tsx',
          output: {
            // What every page loads goes into one file: it compresses better than the pieces Rolldown would
            // otherwise split it into. The rest is left to Rolldown's lazy chunks (loadsOnEveryPage).
            manualChunks: (id, { getModuleInfo }) =>
              loadsOnEveryPage(id, getModuleInfo) || WITH_EVERY_PAGE.test(id) ? 'app' : FORM_KIT.test(id) ? 'form-kit' : undefined,
            // A page's chunk is named after its route folder (search-…js, not page-…js).
            chunkFileNames: (chunk) => {
              const folder = /\/src\/routes\/([^/]+)\/page\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
              return `assets/${folder ?? '[name]'}-[hash].js`;
            },
          },
        },
      },
  test: {
    // A stylesheet's `?url` import is otherwise an empty string under vitest, and React warns about every
    // `<link rel="stylesheet" precedence>` with an empty href (hundreds of lines in the HTTP suites).
    css: { include: [/\.css\?url$/] },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          // A route folder keeps its HTTP and browser tests beside its page, named for their suite.
          exclude: ['**/*.api.test.ts', '**/*.e2e.test.ts', '**/node_modules/**'],
          environment: 'node',
          globalSetup: ['tests/setup/database-template.ts'],
          // One file at a time, after the API files (see `api`): a few of these time threads and loops. A
          // property test that takes half a second alone has taken more than vitest's 5 s on a busy machine.
          fileParallelism: false,
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        // A file's database (a copy of the run's migrated one, often seeded, in its own worker thread) takes
        // a few seconds to open on a busy 2-core machine: setup gets a minute rather than vitest's 10 s.
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'src/**/*.api.test.ts'],
          exclude: [...TIMED_API_FILES, '**/node_modules/**'],
          environment: 'node',
          globalSetup: ['tests/setup/database-template.ts'],
          // Two files at a time on two cores: a file spends much of its time waiting (on its database's
          // thread, on timers and sockets), and two at once took the PostgreSQL run from 776 to 505 s.
          maxWorkers: 2,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-timed',
          include: TIMED_API_FILES,
          environment: 'node',
          globalSetup: ['tests/setup/database-template.ts'],
          // Alone: another file beside them moved the login timing medians (U1) 20–40 % apart.
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
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
          // Vitest runs every project with one file at a time in a last group of its own, one file after
          // another: this one, the unit files and the timed API files, after the API files' two at a time.
          fileParallelism: false,
        },
      },
    ],
  },
}));
