import type { RequestHandler } from 'express';
import { bearerToken } from '../api/auth';
import type { Dispatch } from '../api/dispatch';
import { apiErrorOf } from '../api/error-body';
import { PhotoUploadRequest } from './photos-upload';

// Issue 27: the photo upload's multipart body, which the API router (JSON only) does not read. Answered
// before the router, it goes through the same dispatcher as every call (auth, role, the endpoint's 404 and
// the catalog's settling), carrying the request itself as its body: the handler reads the files only once
// the caller and the boat have passed. A JSON body cannot make a PhotoUploadRequest, so the endpoint takes
// no upload any other way.
const API_PREFIX = '/api';
export const PHOTO_UPLOAD_PATH = `${API_PREFIX}/operator/boats/:yacht_id/photos`;

export function photoUploadRoute(dispatch: Dispatch): RequestHandler {
  return async (req, res, next) => {
    if (req.is('multipart/form-data') !== 'multipart/form-data') return next();
    try {
      const { status, body, headers } = await dispatch(req.method, req.path.slice(API_PREFIX.length), {
        query: req.query as Record<string, string | string[] | undefined>,
        body: new PhotoUploadRequest(req),
        token: bearerToken(req.get('authorization')) ?? '',
        ip: req.ip ?? 'unknown',
      });
      res.set(headers).set('Cache-Control', 'no-store').status(status).json(body);
    } catch (err) {
      const { status, body, headers } = apiErrorOf(err);
      if (status >= 500) req.log.error({ err }, 'Photo upload failed');
      // A refusal before the body was read (401, 403, 404): the rest is drained, so the client reads the answer.
      if (!req.complete) req.resume();
      if (res.destroyed) return;
      if (headers) res.set(headers);
      res.status(status).set('Cache-Control', 'no-store').json(body);
    }
  };
}
