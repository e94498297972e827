import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createCatalogModel } from '../../server/catalog/model/catalog-model';
import { PERSON_UA, TEST_TOKEN, testApp } from '../setup/test-app';
import { testDatabase } from '../setup/test-db';

// E2 (a database that is down is a 503 with Retry-After, logged with the request id) and issue 25, item 8:
// two short outages once wrote 43,000 error lines with a stack each. While the database is down each
// request keeps its one access line, but the outage itself is logged once when it starts (what failed,
// without a stack), then at most a summary line per interval with the number of 503s; no stack per request.

const REQUESTS = 60;
// What each engine's client says once the database has been closed under the app.
const CLOSED = { pglite: 'PGlite is closed', postgres: 'Cannot use a pool after calling end on the pool' };

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('an outage in the logs (E2, issue 25)', () => {
  it(`E2 ${REQUESTS} requests answered 503 while the database is down: one access line each, one line for the outage, no stack`, async () => {
    const database = await testDatabase();
    const { logger, lines } = capturedLogger();
    const { app } = await testApp({}, { database, logger, catalog: createCatalogModel(database, logger) });
    await database.close();

    // The API, the pages (their data comes through the API in-process) and the calendar download.
    const paths = ['/api/yacht-list', '/api/news/en', '/en/destinations', '/en/search', `/api/booking-calendar/${'a'.repeat(43)}`];
    for (let i = 0; i < REQUESTS; i++) {
      const path = paths[i % paths.length]!;
      const res = await request(app).get(path).set('Authorization', `Bearer ${TEST_TOKEN}`).set('User-Agent', PERSON_UA);
      expect({ path, status: res.status }).toEqual({ path, status: 503 });
    }

    const access = lines.filter((line) => line.msg === 'request completed');
    expect(access).toHaveLength(REQUESTS);
    expect(access.every((line) => line.level === 40 && (line.res as { statusCode: number }).statusCode === 503)).toBe(true);
    const others = lines.filter((line) => line.msg !== 'request completed');
    expect(others).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'database unavailable: answering 503 until it is back',
        database: { message: CLOSED[database.engine] },
      }),
    ]);
    expect(lines.filter((line) => JSON.stringify(line).includes('"stack"'))).toEqual([]);
  });
});
