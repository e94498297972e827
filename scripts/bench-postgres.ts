import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway PostgreSQL cluster for a benchmark (scripts/postgres-throwaway.sh): its URL and how to stop it. */
export function startPostgres(): { url: string; stop(): void } {
  const dirFile = join(mkdtempSync(join(tmpdir(), 'bw-bench-')), 'dir');
  const url = execFileSync('scripts/postgres-throwaway.sh', ['start'], {
    env: { ...process.env, PG_THROWAWAY_DIR_FILE: dirFile },
    encoding: 'utf8',
  }).trim();
  return { url, stop: () => execFileSync('scripts/postgres-throwaway.sh', ['stop', readFileSync(dirFile, 'utf8').trim()]) };
}
