import type { RequestHandler } from 'express';
import type { Metrics } from './metrics';

// Times every request from its arrival to the last byte of its answer (or to the client leaving).
export function requestMetrics(metrics: Metrics, routeIdOf: (method: string, path: string) => string): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    // Before any handler runs: later stages rewrite req.url for their sub-routers.
    const { method, path } = req;
    res.once('close', () => {
      const status = res.writableFinished ? String(res.statusCode) : 'aborted';
      metrics.httpDuration.observe({ route: routeIdOf(method, path), status }, (performance.now() - started) / 1000);
    });
    next();
  };
}
