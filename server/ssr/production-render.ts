import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { RenderFn } from './render-page';
import { startRenderPool, type RenderPool } from './render-pool';

/**
 * The production build's renderer: RENDER_THREADS render threads (docs/decisions/029), or the bundled
 * entry-server on the main thread when it is 0. server/index.ts and the benchmarks' server use it alike,
 * so a benchmark measures what production runs.
 */
export async function productionRender(
  root: string,
  config: Config,
  logger: Logger,
): Promise<{ render: RenderFn; close(): Promise<void>; memory?: RenderPool['memory'] }> {
  if (config.RENDER_THREADS > 0) {
    const pool = await startRenderPool({
      threads: config.RENDER_THREADS,
      logger,
      script: pathToFileURL(resolve(root, 'dist/server/render-worker.js')),
    });
    return { render: pool.render, close: () => pool.close(), memory: () => pool.memory() };
  }
  const entry = (await import(pathToFileURL(resolve(root, 'dist/server/entry-server.js')).href)) as { render: RenderFn };
  return { render: entry.render, close: async () => {} };
}
