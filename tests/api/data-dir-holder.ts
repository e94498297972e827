import { openDatabase } from '../../server/db/client';

// A child process for tests/api/data-dir-lock.test.ts: opens the PGlite database under argv[2] the way the
// server does (lock included), prints "open" and holds it until killed; a refusal is printed on stderr and
// ends the process with code 1. LOCK_STALE_MS and LOCK_WAIT_MS shorten the lock's timings for the test.
const dataDir = process.argv[2]!;
try {
  await openDatabase({
    dataDir,
    // The lock is what is under test; PGlite on this thread starts quicker than a worker.
    pgliteThread: 'main',
    lock: { staleMs: Number(process.env.LOCK_STALE_MS), waitMs: Number(process.env.LOCK_WAIT_MS) },
  });
  console.log('open');
  setInterval(() => {}, 60_000);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
