import type { RequestHandler } from 'express';
import type { Metrics } from './metrics';

// Times every request from its arrival to the last byte of its answer (or to the client leaving).
export function requestMetrics(metrics: Metrics, routeIdOf: (method: string, path: string) => string): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    // Before any handler runs: later stages rewrite req.url for their sub-routers.
    const { method, path } = req;
    res.once('close', () => {
      // This listener runs after the answer, outside every error handler: what it throws would reach the
      // process (issue 25: the route matcher threw on `/en/%` here and the server exited). The figure is
      // still counted, under a label of its own, and the fault is logged.
      let route: string;
      try {
        route = routeIdOf(method, path);
      } catch (err) {
        route = 'unlabelled';
        req.log.error({ err }, 'labelling the request for its metrics failed');
      }
      const status = res.writableFinished ? String(res.statusCode) : 'aborted';
      metrics.httpDuration.observe({ route, status }, (performance.now() - started) / 1000);
    });
    next();
  };
}
