// The one error type services throw; server/api/error-body.ts turns it into JSON for /api and
// server/middleware/error-page.ts into the error page for HTML.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** The answer's machine `code` (src/contract/api-error.ts). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message);

/** A 409 a page recognises by its code. */
export const conflict = (message: string, code: string) => new HttpError(409, message, undefined, undefined, code);
