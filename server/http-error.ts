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

/**
 * A refusal that still changed what reads show: a confirmation after the hold's end expires the option,
 * freeing its days. The API answers it as the refusal it is, and still lets the write's followers run (the
 * catalog takes the change before the answer; server/api/dispatch.ts), so the caller's next quote shows
 * the days free.
 */
export class RefusalAfterWrite extends HttpError {
  /** What the call changed: its endpoint's `changes`, set by the dispatcher. */
  changes: readonly string[] = [];
}

export const conflictAfterWrite = (message: string, code: string) => new RefusalAfterWrite(409, message, undefined, undefined, code);
