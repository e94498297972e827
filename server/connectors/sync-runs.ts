import { resolve } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { dueCompanies, insertRun, takeOverStaleRun, unfinishedRun, type SyncRunRow } from './connections-store';
import { runSync } from './fleet-sync';
import { companySource } from './open-source';
import { everyInterval, type BackgroundPass } from '../background-pass';

// Starting syncs (issue 29): on the schedule each company chose, or when its staff press "Sync now"; one at
// a time per company across every instance (the database's partial unique index decides), a run whose
// instance died taken over, and a failed run's remaining boats carried on by the next.

export interface SyncStarter {
  db: Database;
  config: Config;
  logger: Logger;
  now(): Date;
}

const running = new Set<Promise<void>>();

/** Starts a run in the background; null when the company has one running already or no connection. */
export async function beginSync(ctx: SyncStarter, companyId: number, trigger: SyncRunRow['trigger']): Promise<SyncRunRow | null> {
  const source = await companySource(ctx.db, ctx.config, companyId);
  if (!source) return null;
  const now = ctx.now();
  const run =
    (await takeOverStaleRun(ctx.db, companyId, now)) ??
    (await insertRun(ctx.db, companyId, trigger, now, await unfinishedRun(ctx.db, companyId)));
  if (!run) return null;
  const work = runSync({ ...ctx, mediaDir: resolve(ctx.config.DATA_DIR, 'media') }, companyId, source, run).finally(() =>
    running.delete(work),
  );
  running.add(work);
  return run;
}

/** Resolves when every run this instance started has ended (shutdown waits for it; tests too). */
export async function settleSyncs(): Promise<void> {
  while (running.size) await Promise.all([...running]);
}

/** Every tick, the companies due a sync get one (each instance asks; the first to insert the run has it). */
export function startFleetSync(ctx: SyncStarter, tickMs: number): BackgroundPass {
  const ticks = everyInterval(
    tickMs,
    async () => {
      for (const companyId of await dueCompanies(ctx.db, ctx.now())) await beginSync(ctx, companyId, 'schedule');
    },
    (err) => ctx.logger.warn({ err }, 'fleet sync: looking for due syncs failed; the next tick tries again'),
  );
  return {
    async stop() {
      await ticks.stop();
      await settleSyncs();
    },
  };
}
