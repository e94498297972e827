import { ApiError } from '../../lib/api-client';

/** The server's per-field messages of a 422 (A5), or none. */
export function fieldErrorsOf(err: unknown): Record<string, string[]> {
  if (err instanceof ApiError && err.status === 422 && err.body && typeof err.body === 'object' && 'errors' in err.body) {
    return (err.body as { errors: Record<string, string[]> }).errors;
  }
  return {};
}
