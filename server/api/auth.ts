import { timingSafeEqual } from 'node:crypto';
import { HttpError } from '../http-error';

// A2: every call carries `Authorization: Bearer <token>`; the public site token is enough for public
// calls. (User tokens arrive with the accounts work.)
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export function assertPublicToken(token: string | undefined, publicToken: string): void {
  if (!token) throw new HttpError(401, 'Missing bearer token', undefined, { 'WWW-Authenticate': 'Bearer' });
  const a = Buffer.from(token);
  const b = Buffer.from(publicToken);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new HttpError(401, 'Invalid bearer token', undefined, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
  }
}
