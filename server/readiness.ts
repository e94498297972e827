export interface CachedCheckOptions {
  /** Resolves when the dependency answers (a `select 1`), rejects otherwise. */
  check(): Promise<void>;
  /** Checks start at most this often. */
  intervalMs: number;
  /** A check that has not answered by then counts as a failure. */
  timeoutMs: number;
  /** Told each check's result once it has settled (server/db/outage-log.ts hears of recoveries there). */
  onResult?(up: boolean, err?: unknown): void;
}

export interface CachedCheck {
  /** The last known state; only the very first call waits, at most `timeoutMs`, for a check. */
  isUp(): Promise<boolean>;
  stop(): void;
}

// /readyz must answer at once whatever the database is doing: a probe that waited for its own `select 1`
// queued behind a busy pool (1–2.7 s under load) or hung with a frozen database, and a load balancer
// takes a late answer for a failure. So the answer is the state the last check left, and checks run in
// the background, started on the first question, at most every `intervalMs`, never more than one
// outstanding (a frozen database must not collect a pile of hung pings, each holding a connection).
export function cachedCheck({ check, intervalMs, timeoutMs, onResult }: CachedCheckOptions): CachedCheck {
  let up: boolean | undefined;
  let outstanding: Promise<void> | undefined;
  let first: Promise<boolean> | undefined;
  let timer: NodeJS.Timeout | undefined;

  function run(): Promise<boolean> {
    if (outstanding) return Promise.resolve(up ?? false);
    const attempt = Promise.resolve().then(check);
    outstanding = attempt
      .then(
        () => {
          up = true;
          onResult?.(true);
        },
        (err: unknown) => {
          up = false;
          onResult?.(false, err);
        },
      )
      .finally(() => (outstanding = undefined));
    let timeout: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timeout = setTimeout(() => {
        up = false;
        resolve(false);
      }, timeoutMs);
      timeout.unref();
    });
    const settled = outstanding.then(() => up ?? false);
    return Promise.race([settled, late]).finally(() => clearTimeout(timeout));
  }

  return {
    isUp() {
      if (!timer) {
        timer = setInterval(() => void run(), intervalMs);
        // Health checks must not keep a finished process (or a test run) alive.
        timer.unref();
      }
      if (up !== undefined) return Promise.resolve(up);
      first ??= run();
      return first;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
