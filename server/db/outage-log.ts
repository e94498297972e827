import type { Logger } from 'pino';
import { withoutValues } from '../log-serializers';
import { unavailabilityOf } from './unavailable';

// Issue 25, item 8: two short database outages once wrote 43,000 error lines with a stack each, one per
// request answered 503 (E2), burying everything else. An outage is one event: a line when it starts (what
// failed, once, without a stack), at most one summary line per interval with the 503s answered since the
// last line, and a line when it ends. Requests keep their access lines (server/middleware/request-context.ts).

/** While the database stays down, at most one summary line per this. */
const SUMMARY_EVERY_MS = 30_000;

export interface OutageLog {
  /** A request was answered 503 because the database did not answer; `err` is what it met. */
  refused(err: unknown): void;
  /** A background check's result (server/readiness.ts): only a check tells that the database is back. */
  checked(up: boolean, err?: unknown): void;
}

interface Outage {
  since: number;
  /** 503s since the last line. */
  refused: number;
  lineAt: number;
  refusedSinceCheck: boolean;
}

export function outageLog(logger: Logger, options: { watch(): void; summaryEveryMs?: number; now?: () => number }): OutageLog {
  const now = options.now ?? Date.now;
  const every = options.summaryEveryMs ?? SUMMARY_EVERY_MS;
  let outage: Outage | undefined;

  function begin(err: unknown): Outage {
    const t = now();
    outage = { since: t, refused: 0, lineAt: t, refusedSinceCheck: false };
    logger.error({ database: reasonOf(err) }, 'database unavailable: answering 503 until it is back');
    // Checks tell when it is back, so they run from now on even where nothing asks /readyz.
    options.watch();
    return outage;
  }

  return {
    refused(err) {
      const current = outage ?? begin(err);
      current.refused++;
      current.refusedSinceCheck = true;
      const t = now();
      if (t - current.lineAt < every) return;
      logger.warn({ answered503: current.refused, downForMs: t - current.since }, 'database still unavailable');
      current.refused = 0;
      current.lineAt = t;
    },
    checked(up, err) {
      if (!up) {
        if (!outage) begin(err);
        return;
      }
      if (!outage) return;
      // Requests failed since the previous check: a check answered while they did not (a database that
      // answers a ping but not the queries, or a check that finished just before), so not over yet.
      if (outage.refusedSinceCheck) {
        outage.refusedSinceCheck = false;
        return;
      }
      logger.info({ answered503: outage.refused, downForMs: now() - outage.since }, 'database available again');
      outage = undefined;
    },
  };
}

/** The code and message that say what failed (without request values; server/log-serializers.ts). */
function reasonOf(err: unknown): { code?: string; message: string } {
  const found = unavailabilityOf(err) ?? { message: err instanceof Error ? err.message : String(err) };
  return { ...found, message: withoutValues(found.message) };
}
