// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import { noCycle } from './eslint/no-cycle.js';

// The code's shape, enforced (docs/decisions/015) by the zones below: contract/ imports nothing of ours; lib/
// imports only contract/; components/, features/ and api/ never import a route, and api/ never imports a
// feature; a route folder never reaches into another; the React app never imports the server, and the server
// reaches src/ through contract/, lib/, api/ and the route table, never components/ or features/. No module
// is part of a dependency cycle (type imports count; eslint/no-cycle.js).

const routeFolders = readdirSync('src/routes', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const boundaries = [
  { target: './src/contract', from: './src', except: ['./contract'], message: 'contract/ imports nothing of ours.' },
  { target: './src/contract', from: './server', message: 'contract/ imports nothing of ours.' },
  { target: './src/lib', from: './src', except: ['./lib', './contract'], message: 'lib/ holds pure helpers: they use contract/ only.' },
  { target: './src/components', from: './src/routes', message: 'Shared components never import a route.' },
  { target: './src/features', from: './src/routes', message: 'Features never import a route.' },
  { target: './src/api', from: './src/routes', message: 'Endpoint modules never import a route.' },
  { target: './src/api', from: './src/features', message: 'Endpoint modules never import a feature.' },
  ...routeFolders.map((folder) => ({
    target: `./src/routes/${folder}`,
    from: './src/routes',
    except: [`./${folder}`],
    message: 'A route folder uses features/, components/, api/, lib/ and contract/, never another route.',
  })),
  { target: './src', from: './server', message: 'The React app never imports the server (tests aside).' },
  {
    target: './server',
    from: ['./src/components', './src/features'],
    message: 'The server uses src/ through contract/, lib/, api/ and the route table, not through components.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks, local: { rules: { 'no-cycle': noCycle } } },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    // The boundaries concern our own relative imports: Node's resolution with TypeScript's extensions finds them.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      // The classic two: the React Compiler's rules in the plugin's preset judge patterns (refs read in
      // render, state set in effects) this app uses on purpose without the compiler.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'local/no-cycle': 'error',
      // A `let` that a closure reads before its one assignment (the server's readiness before the drain exists).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // A call to a standard global whose result is unused is dropped by the build's minifier (it deems
      // them pure), so a check written as such a call is gone from the server that runs (issue 25: `/en/%`).
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExpressionStatement > CallExpression[callee.name=/^(decodeURI|decodeURIComponent|encodeURI|encodeURIComponent)$/]',
          message:
            'The build drops this call when its result is unused: use the result (decodeOrNull in src/contract/percent-decoding.ts).',
        },
        {
          selector: 'ExpressionStatement > CallExpression[callee.object.name="JSON"][callee.property.name="parse"]',
          message: 'The build may drop a JSON.parse whose result is unused: use the result.',
        },
      ],
    },
  },
  {
    // Issue 26, docs/decisions/037: every API read and write in the app goes through its endpoint's module in
    // src/api/ (key, hook, call, response guard), and the clients are made once (src/api/clients.ts). The app's
    // SWR provider (src/app.tsx) is the one other place that holds SWR.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/app.tsx', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'swr', message: 'Read the API through a hook of src/api/ (one module per endpoint).' }],
          patterns: [
            {
              group: ['**/lib/api-client'],
              importNames: ['createApiClient'],
              message: 'Call the API through src/api/ (clients made in src/api/clients.ts).',
            },
            { group: ['**/lib/fetch-transport'], message: 'Call the API through src/api/ (clients made in src/api/clients.ts).' },
          ],
        },
      ],
    },
  },
  {
    // The input rules refuse control characters: matching them is what these patterns are for.
    files: ['src/contract/**'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // The partner's embed script runs as it is in any browser.
    files: ['public/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { window: 'readonly', document: 'readonly', URL: 'readonly', CustomEvent: 'readonly' },
    },
  },
  {
    // Tests may reach across (a route's HTTP test starts the server) and use the server's test helpers.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
);
