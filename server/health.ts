import express, { type Router } from 'express';

// /healthz: the process is alive. /readyz: it can serve (its dependencies answer) and is not draining,
// so a load balancer stops sending traffic before shutdown.
export function healthRouter(isReady: () => Promise<boolean>): Router {
  const router = express.Router();
  const noStore = { 'Cache-Control': 'no-store' };
  router.get('/healthz', (_req, res) => {
    res.set(noStore).json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const ready = await isReady().catch(() => false);
    res
      .set(noStore)
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'unavailable' });
  });
  return router;
}
