import { resolve } from 'node:path';
import lockfile from 'proper-lockfile';

// Issue 14, item 4: one process per DATA_DIR. Two processes on one embedded database would each accept the
// same boat and week (PGlite is one connection per process; nothing else serialises them). The lock is a
// directory, DATA_DIR/bluewater.lock, created atomically by proper-lockfile; its holder refreshes its mtime
// every LOCK_STALE_MS / 2, so a lock whose mtime is older than LOCK_STALE_MS belongs to a process that
// died without releasing it (SIGKILL, a power cut) and is taken over. A process that exits normally or by
// a signal removes it (proper-lockfile's exit hook).

/** Older than this, a lock is a crashed process's. Every process must use the same value. */
const LOCK_STALE_MS = 10_000;
const LOCK_NAME = 'bluewater.lock';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(readonly dataDir: string) {
    super(
      `DATA_DIR ${dataDir} is in use by another Bluewater process (lock ${resolve(dataDir, LOCK_NAME)}). ` +
        'Stop that process, or give this one another DATA_DIR; several instances need DATABASE_URL (PostgreSQL).',
    );
  }
}

export interface DataDirLockOptions {
  /** How long a lock may go without a refresh before it counts as abandoned (tests shorten it; minimum 5000). */
  staleMs?: number;
  /**
   * How long to wait for a held lock to go stale. By default a little longer than the stale time, so a
   * process restarted straight after a crash takes over its predecessor's lock instead of refusing.
   */
  waitMs?: number;
  /** Told once when the lock is held by someone else and the wait begins. */
  onWait?: () => void;
}

/** Takes the lock on `dataDir` (which must exist) and resolves to its release; DataDirInUseError if held. */
export async function lockDataDir(dataDir: string, options: DataDirLockOptions = {}): Promise<() => Promise<void>> {
  const dir = resolve(dataDir);
  const stale = options.staleMs ?? LOCK_STALE_MS;
  const waitMs = options.waitMs ?? stale + 2_000;
  const take = (retries: number) =>
    lockfile.lock(dir, {
      lockfilePath: resolve(dir, LOCK_NAME),
      stale,
      retries: { retries, factor: 1, minTimeout: 500, maxTimeout: 500 },
      // The lock could not be refreshed or was taken over: another process may now be writing the same
      // database. Ending this one (the default, an uncaught error) is the safe answer; the message says why.
      onCompromised: (err) => {
        throw new Error(`The lock on DATA_DIR ${dir} was lost (${err.message}); stopping so that two processes never write one database`);
      },
    });
  try {
    return await take(0);
  } catch (err) {
    if ((err as { code?: unknown }).code !== 'ELOCKED') throw err;
  }
  options.onWait?.();
  try {
    return await take(Math.ceil(waitMs / 500));
  } catch (err) {
    if ((err as { code?: unknown }).code === 'ELOCKED') throw new DataDirInUseError(dir);
    throw err;
  }
}
