// The one error type services throw; server/api/error-body.ts turns it into JSON for /api and
// server/middleware/error-page.ts into the error page for HTML.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message);
