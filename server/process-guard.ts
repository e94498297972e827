import type { EventEmitter } from 'node:events';
import type { Logger } from 'pino';

export type EscapeKind = 'exception' | 'rejection';

// Issue 25: an error thrown outside every request's promise chain (an event listener, a stream without an
// 'error' handler, a timer) reaches the process, and Node's default answer is to print it and exit: one
// request then ends every visitor's. Such errors are mended where they arise; this guard catches what is
// still missed, logs it with its origin, counts it for the metrics (bluewater_uncaught_errors_total, an
// alert for operators) and keeps the server answering (docs/decisions/035).
export function guardProcess(logger: Logger, count: (kind: EscapeKind) => void, target: EventEmitter = process): void {
  target.on('uncaughtException', (err: unknown, origin: string) => {
    count('exception');
    logger.fatal({ err, origin }, 'an error escaped every handler; the server goes on (a bug to mend)');
  });
  target.on('unhandledRejection', (reason: unknown) => {
    count('rejection');
    logger.fatal({ err: reason }, 'a promise was rejected with no handler; the server goes on (a bug to mend)');
  });
}
