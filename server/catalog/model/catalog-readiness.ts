import type { Logger } from 'pino';
import type { CatalogModel } from './catalog-model';

// Issue 31: a server is ready only once its catalog is in memory. The first read happens before the server
// listens; when it fails (the database not there yet) the server listens anyway, so /healthz answers, and
// each readiness check tries the read again until one succeeds. Until then /readyz says not ready and a
// load balancer sends nobody to a server without its catalog. No answer ever comes from a half-read
// catalog: a read builds a new state, and the model answers from it only once it is complete.

export interface CatalogReadiness {
  /** Reads the catalog (at most one read at a time: the model shares one under way); resolves whether it is loaded. */
  load(): Promise<boolean>;
  /** Whether a read has succeeded; if none has, starts another in the background. */
  isLoaded(): boolean;
}

export function catalogReadiness(catalog: Pick<CatalogModel, 'current'>, logger: Logger): CatalogReadiness {
  let loaded = false;
  const load = async () => {
    const started = performance.now();
    try {
      const state = await catalog.current();
      if (!loaded) logger.info({ boats: state.fleet.length, ms: Math.round(performance.now() - started) }, 'catalog loaded');
      loaded = true;
    } catch (err) {
      logger.warn({ err }, 'loading the catalog failed; the server is not ready until a later try succeeds');
    }
    return loaded;
  };
  return {
    load,
    isLoaded() {
      if (!loaded) void load();
      return loaded;
    },
  };
}
