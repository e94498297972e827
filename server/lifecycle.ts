import type { Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

export interface DrainOptions {
  /**
   * Time from the signal during which the server still accepts connections and answers normally while
   * readiness says 503: a load balancer needs a few probe intervals to see it and stop sending traffic.
   */
  delayMs: number;
  /** Time from the signal after which connections still open are cut, so the process exits in its grace period. */
  deadlineMs: number;
}

// Zero-loss drain (docs/operations.md): on SIGTERM readiness turns 503 at once, but the listener stays
// open for `delayMs` so requests the load balancer still sends are answered. Every answer from then on
// carries `Connection: close`, so keep-alive clients (the load balancer) end their connections after a
// complete answer instead of having an idle socket cut under a request already on its way. After the
// delay the listener closes and connections idle between requests are closed; in-flight requests finish
// and their connections close after their answer. At `deadlineMs` whatever is still open is cut.
export function gracefulShutdown(server: Server, logger: Logger, { delayMs, deadlineMs }: DrainOptions) {
  let draining = false;
  let accepting = true;
  let closing: Promise<void> | null = null;
  // Answers under way, so those already started when the signal comes still get `Connection: close`.
  const open = new Set<ServerResponse>();

  // Before the app's own listener: the header must be set before any handler writes the head.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) {
      res.setHeader('Connection', 'close');
      return;
    }
    open.add(res);
    res.once('close', () => open.delete(res));
  });

  function shutdown(reason: string): Promise<void> {
    if (closing) return closing;
    draining = true;
    const started = Date.now();
    for (const res of open) {
      if (!res.headersSent) res.setHeader('Connection', 'close');
      // Its head already promised keep-alive: if it ends after the listener closed, its now idle
      // connection is closed then, not left open until the deadline.
      else res.once('finish', () => !accepting && setImmediate(() => server.closeIdleConnections()));
    }
    open.clear();
    logger.info({ reason, delayMs, deadlineMs }, 'Shutting down: not ready, still answering until the delay has passed');
    closing = new Promise<void>((resolve) => {
      const deadline = setTimeout(() => {
        logger.warn('Shutdown deadline reached: closing remaining connections');
        server.closeAllConnections();
      }, deadlineMs);
      deadline.unref();
      const stopAccepting = () => {
        accepting = false;
        logger.info({ afterMs: Date.now() - started }, 'Shutdown: no new connections; finishing in-flight requests');
        server.close(() => {
          clearTimeout(deadline);
          logger.info({ afterMs: Date.now() - started }, 'Server closed');
          resolve();
        });
        // Only connections with no request under way: a busy one closes after its answer (Connection: close).
        server.closeIdleConnections();
      };
      if (delayMs > 0) setTimeout(stopAccepting, delayMs);
      else stopAccepting();
    });
    return closing;
  }

  return { shutdown, isDraining: () => draining };
}
