import express, { type ErrorRequestHandler, type Request, type Router } from 'express';
import { bearerToken } from './auth';
import type { Dispatch } from './dispatch';
import { UnreadableBody } from './endpoint';
import { apiErrorOf } from './error-body';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { OutageLog } from '../db/outage-log';
import { HttpError } from '../http-error';

// DELETE too: deleting the account carries the password that confirms it.
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function createApiRouter(dispatch: Dispatch, outage: OutageLog): Router {
  const router = express.Router();

  const json = express.json({ limit: '64kb', strict: true });
  router.use((req, res, next) => {
    if (!BODY_METHODS.has(req.method) || !hasBody(req)) return next();
    // A5: a body in any other format is not read. Neither that nor a body that does not parse is answered
    // here: the endpoint reports it after 404, 405 and 401 (UnreadableBody).
    if (req.is('application/json') === false) {
      res.locals.unreadableBody = new UnreadableBody(new HttpError(415, 'Content-Type must be application/json'));
      return next();
    }
    json(req, res, (err?: unknown) => {
      if (err) res.locals.unreadableBody = new UnreadableBody(err);
      next();
    });
  });

  router.use(async (req, res) => {
    const { status, body, headers } = await dispatch(req.method, req.path, {
      query: req.query as Record<string, string | string[] | undefined>,
      body: (res.locals.unreadableBody as UnreadableBody | undefined) ?? req.body ?? {},
      token: bearerToken(req.get('authorization')) ?? '',
      ip: req.ip ?? 'unknown',
    });
    res.set(headers);
    res.set('Cache-Control', 'no-store');
    res.status(status).json(body);
  });

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const { status, body, headers } = apiErrorOf(err);
    // A database outage is logged once for all the requests it fails (server/db/outage-log.ts).
    if (isDatabaseUnavailable(err)) outage.refused(err);
    else if (status >= 500) req.log.error({ err }, 'API request failed');
    if (headers) res.set(headers);
    res.status(status).set('Cache-Control', 'no-store').json(body);
  };
  router.use(onError);
  return router;
}

/** A request with a body; `Content-Length: 0` (a body-less POST some clients send) has none. */
function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) !== 0);
}
