import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { DataDirInUseError } from '../../server/db/data-dir-lock';

// Issue 14, item 4: two processes on one DATA_DIR would both accept the same boat and week. A second
// process must refuse to start, naming the directory; the lock of a process that was killed (no chance to
// clean up) must not keep the directory closed for ever.

const STALE_MS = 5_000; // proper-lockfile's minimum; the server uses 10 s
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bw-lock-'));
  dirs.push(dir);
  return dir;
}

/** Starts tests/api/data-dir-holder.ts on `dir`; resolves with how it went once it printed "open" or exited. */
function holder(dir: string, waitMs: number): Promise<{ child: ChildProcess; opened: boolean; code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/data-dir-holder.ts', dir], {
    env: { ...process.env, LOCK_STALE_MS: String(STALE_MS), LOCK_WAIT_MS: String(waitMs) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('open')) resolve({ child, opened: true, code: null, stderr });
    });
    child.once('exit', (code) => resolve({ child, opened: false, code, stderr }));
  });
}

describe('one process per DATA_DIR (issue 14, item 4)', () => {
  it('a second process on a DATA_DIR in use refuses to start, naming the directory', async () => {
    const dir = dataDir();
    const first = await holder(dir, 0);
    expect(first.opened).toBe(true);
    const second = await holder(dir, 1_000);
    expect(second).toMatchObject({ opened: false, code: 1 });
    expect(second.stderr).toContain(`DATA_DIR ${dir} is in use by another Bluewater process`);
  }, 120_000);

  it('the lock of a killed process is taken over once stale', async () => {
    const dir = dataDir();
    const first = await holder(dir, 0);
    expect(first.opened).toBe(true);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    // Killed, it could not remove its lock: what the second process finds is a stale lock, not none.
    expect(existsSync(join(dir, 'bluewater.lock'))).toBe(true);
    const second = await holder(dir, STALE_MS + 5_000);
    expect(second.opened).toBe(true);
  }, 120_000);

  it('in one process too, a second open of the same directory is refused, and allowed once the first closes', async () => {
    const dir = dataDir();
    const first = await openDatabase({ dataDir: dir, pgliteThread: 'main' });
    await expect(openDatabase({ dataDir: dir, pgliteThread: 'main', lock: { waitMs: 0 } })).rejects.toBeInstanceOf(DataDirInUseError);
    await first.close();
    const again = await openDatabase({ dataDir: dir, pgliteThread: 'main', lock: { waitMs: 0 } });
    await again.close();
  }, 120_000);
});
