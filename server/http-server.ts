import { createServer, type RequestListener, type Server } from 'node:http';

export interface HttpTimeouts {
  /** Idle time a keep-alive connection is kept between requests. */
  keepAliveTimeoutMs: number;
  /** Time a client has to send a complete request head; then 408 and the socket is closed. */
  headersTimeoutMs?: number;
  /** Time a client has to send a complete request (head and body). */
  requestTimeoutMs?: number;
  /** How often Node looks for requests past those limits (its default, 30 s, lets a slow head live 30 s longer). */
  checkIntervalMs?: number;
}

// A client that trickles its request head holds a socket and a parser; Node's defaults (60 s for the head,
// 300 s for the request, checked every 30 s) let each such socket live a minute or more. Bodies here are
// at most 64 KB of JSON, so a request that has not arrived in 30 s is not coming. Since Node 18 the head
// timeout no longer covers the idle time between keep-alive requests, so it need not exceed the
// keep-alive timeout (an old workaround set it to keepAliveTimeout + 1 s, holding slow heads 66 s).
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const CHECK_INTERVAL_MS = 1_000;

export function createHttpServer(listener: RequestListener, timeouts: HttpTimeouts): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs ?? HEADERS_TIMEOUT_MS,
      requestTimeout: timeouts.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: timeouts.checkIntervalMs ?? CHECK_INTERVAL_MS,
    },
    listener,
  );
  // Longer than the load balancer's idle timeout, so the balancer, not this server, closes idle
  // connections and never sends a request on a socket this side is closing (docs/operations.md).
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  return server;
}
