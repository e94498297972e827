import express, { type Express } from 'express';
import type { Metrics } from './metrics';

// The Prometheus scrape endpoint, on METRICS_PORT only: never routed through the public site, so the
// load balancer does not publish it and no token is needed (docs/decisions/014).
export function metricsApp(metrics: Metrics): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', async (_req, res) => {
    res.set({ 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' }).send(await metrics.registry.metrics());
  });
  return app;
}
