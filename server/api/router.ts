import express, { type ErrorRequestHandler, type Router } from 'express';
import { bearerToken } from './auth';
import type { Dispatch } from './dispatch';
import { apiErrorOf } from './error-body';
import { HttpError } from '../http-error';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export function createApiRouter(dispatch: Dispatch): Router {
  const router = express.Router();

  router.use((req, _res, next) => {
    // A5: a body in any other format is refused before it is read.
    // (req.is answers null when there is no body at all.)
    if (BODY_METHODS.has(req.method) && req.is('application/json') === false) {
      throw new HttpError(415, 'Content-Type must be application/json');
    }
    next();
  });
  router.use(express.json({ limit: '64kb', strict: true }));

  router.use(async (req, res) => {
    const { status, body } = await dispatch(req.method, req.path, {
      query: req.query as Record<string, string | string[] | undefined>,
      body: req.body ?? {},
      token: bearerToken(req.get('authorization')) ?? '',
      ip: req.ip ?? 'unknown',
    });
    res.set('Cache-Control', 'no-store');
    res.status(status).json(body);
  });

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const { status, body, headers } = apiErrorOf(err);
    if (status >= 500) req.log.error({ err }, 'API request failed');
    if (headers) res.set(headers);
    res.status(status).set('Cache-Control', 'no-store').json(body);
  };
  router.use(onError);
  return router;
}
