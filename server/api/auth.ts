import { timingSafeEqual } from 'node:crypto';
import { HttpError } from '../http-error';

// A2: every call carries `Authorization: Bearer <token>`: the public site token, or a user's own token
// (resolved in server/api/dispatch.ts).
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export function isPublicToken(token: string, publicToken: string): boolean {
  const a = Buffer.from(token);
  const b = Buffer.from(publicToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const missingToken = () => new HttpError(401, 'Missing bearer token', undefined, { 'WWW-Authenticate': 'Bearer' });
export const invalidToken = () =>
  new HttpError(401, 'Invalid bearer token', undefined, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
