import type { Server } from 'node:http';
import type { Logger } from 'pino';

// Graceful shutdown: on SIGTERM stop accepting connections, report not-ready, let in-flight requests
// finish, then exit; whatever is still open when the deadline passes is cut so the process always
// exits within the orchestrator's grace period (10 s).
export function gracefulShutdown(server: Server, logger: Logger, timeoutMs: number) {
  let draining = false;
  let closing: Promise<void> | null = null;

  function shutdown(reason: string): Promise<void> {
    if (closing) return closing;
    draining = true;
    logger.info({ reason }, 'Shutting down: draining in-flight requests');
    closing = new Promise<void>((resolve) => {
      const deadline = setTimeout(() => {
        logger.warn('Shutdown deadline reached: closing remaining connections');
        server.closeAllConnections();
      }, timeoutMs);
      deadline.unref();
      server.close(() => {
        clearTimeout(deadline);
        logger.info('Server closed');
        resolve();
      });
      server.closeIdleConnections();
    });
    return closing;
  }

  return { shutdown, isDraining: () => draining };
}
