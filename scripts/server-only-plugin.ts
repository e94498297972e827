import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

// Server-only code by file name (docs/decisions/036, issue 26). In the browser build this plugin
// - refuses any `*.server.ts(x)` module and anything under server/: the build fails naming the module and
//   its importer, so a route's loader (route.server.ts) and what only it imports cannot reach a browser;
// - records which source modules each emitted chunk holds, in .vite/chunk-modules.json beside the
//   manifest ({ "assets/search-….js": ["src/routes/search/page.tsx", …] }, paths from the project root),
//   which tests/e2e/server-modules.test.ts reads.

const SERVER_ONLY_FILE = /\.server\.tsx?$/;

export function serverOnlyPlugin(): Plugin {
  let root = process.cwd();
  const local = (id: string) => (id.startsWith(root + sep) ? relative(root, id).split(sep).join('/') : id);
  const isServerOnly = (id: string) => {
    const path = local(id.split('?')[0]!);
    return SERVER_ONLY_FILE.test(path) || path.startsWith('server/');
  };
  return {
    name: 'bluewater-server-only',
    // The client build only: the server build bundles server/ and every route.server.ts on purpose.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && !resolved.external && isServerOnly(resolved.id)) {
        this.error(
          `${local(resolved.id)} is server-only (a .server.ts file or under server/) and cannot be part of the browser build: imported by ${local(importer)}`,
        );
      }
      return resolved;
    },
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') modules[fileName] = Object.keys(output.modules).map(local).sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: `${JSON.stringify(modules, null, 1)}\n` });
    },
  };
}
