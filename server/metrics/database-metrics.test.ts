import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createMetrics } from './metrics';
import { instrumentDatabase } from './database-metrics';

/** A stand-in for pg.Pool: counts, 'acquire' events, connections with pg's callback and promise forms of query. */
function fakePool() {
  const pool = Object.assign(new EventEmitter(), { totalCount: 4, idleCount: 1, waitingCount: 2 });
  const connection = {
    query(text: string, ...rest: unknown[]): unknown {
      const callback = rest.at(-1);
      const fail = text.includes('fail');
      if (typeof callback === 'function') {
        setTimeout(() => (callback as (err: unknown, res?: unknown) => void)(fail ? new Error('boom') : null, { rows: [] }), 5);
        return undefined;
      }
      return new Promise((ok, no) => setTimeout(() => (fail ? no(new Error('boom')) : ok({ rows: [] })), 5));
    },
  };
  const database = { db: { $client: pool }, engine: 'postgres' } as unknown as DatabaseHandle;
  return { pool, connection, database };
}

function sampleOf(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(name));
  return Number(line?.split(' ').at(-1));
}

describe('database metrics', () => {
  it('time each statement of a pool connection, in the callback and the promise forms, ok or failed', async () => {
    const { pool, connection, database } = fakePool();
    const metrics = createMetrics();
    instrumentDatabase(database, metrics, 10);
    pool.emit('acquire', connection);
    pool.emit('acquire', connection); // handed out again: wrapped once only
    await new Promise<void>((ok) => connection.query('select 1', [], () => ok()));
    await connection.query('select 2');
    await (connection.query('fail') as Promise<unknown>).catch(() => undefined);
    const text = await metrics.registry.metrics();
    expect(sampleOf(text, 'bluewater_db_query_duration_seconds_count{engine="postgres",outcome="ok"}')).toBe(2);
    expect(sampleOf(text, 'bluewater_db_query_duration_seconds_count{engine="postgres",outcome="error"}')).toBe(1);
  });

  it('report the pool: busy, idle and waiting connections and its size', async () => {
    const { database } = fakePool();
    const metrics = createMetrics();
    instrumentDatabase(database, metrics, 10);
    const text = await metrics.registry.metrics();
    expect(sampleOf(text, 'bluewater_db_pool_connections{state="busy"}')).toBe(3);
    expect(sampleOf(text, 'bluewater_db_pool_connections{state="idle"}')).toBe(1);
    expect(sampleOf(text, 'bluewater_db_pool_waiting_requests')).toBe(2);
    expect(sampleOf(text, 'bluewater_db_pool_max_connections')).toBe(10);
  });
});
