import type pg from 'pg';

// pg-pool's own `query` makes a new connection's first result reachable for as long as the connection
// lives: the connection's 'connect' listener shares its closure scope with the callback that delivers
// that first query's result (pg's Client#_connect). The catalog's first read of every boat is such a
// first query, so a server held all of its rows (about 5 KB a boat, 150 MB at 30,000 boats: issue 31)
// until the connection closed, which an always-busy pool never does. Checking a connection out
// explicitly, as drizzle does for transactions, keeps only the client reachable there.

type QueryArgs = Parameters<pg.PoolClient['query']>;

/** Replaces `pool.query` with one that checks a connection out, queries and releases it (as pg-pool does, an error releases it broken). */
export function queryThroughCheckout(pool: pg.Pool): void {
  const query = async (...args: QueryArgs) => {
    const client = await pool.connect();
    try {
      const result = await (client.query as (...a: QueryArgs) => Promise<unknown>)(...args);
      client.release();
      return result;
    } catch (err) {
      client.release(err instanceof Error ? err : new Error(String(err)));
      throw err;
    }
  };
  pool.query = query as unknown as pg.Pool['query'];
}
