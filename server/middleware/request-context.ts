import { randomBytes, randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { errorWithoutValues } from '../log-serializers';

const INCOMING_ID = /^[A-Za-z0-9._:-]{1,128}$/;

// A request id (taken from the load balancer's X-Request-Id when it is sane, otherwise new) that every
// log line of the request carries and the answer echoes; and the CSP nonce for this request's scripts.
export function requestContext(logger: Logger): RequestHandler[] {
  const http = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, err) =>
      err ? 'error' : res.statusCode === 503 ? 'warn' : res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    // A 503 (the database is down, E2) is an answer, not a failure of this request: its access line is a
    // warning without the stack pino-http makes up for every 5xx (issue 25; the outage itself is logged
    // once, server/db/outage-log.ts).
    customErrorMessage: (_req, res) => (res.statusCode === 503 ? 'request completed' : 'request errored'),
    customErrorObject: (_req, res, _err, { err: madeUp, ...line }) => (res.statusCode === 503 ? line : { ...line, err: madeUp }),
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    serializers: {
      req: (req: { id: unknown; method: unknown; url: unknown }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: unknown }) => ({ statusCode: res.statusCode }),
      // pino-http would otherwise put its own back on req.log (see server/log-serializers.ts).
      err: errorWithoutValues,
    },
  });
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
  return [http, nonce];
}
