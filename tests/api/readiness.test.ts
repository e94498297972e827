import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp } from '../setup/test-app';
import { testDatabase } from '../setup/test-db';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Issue 14, item 5: /readyz answers from the last background check, so a busy pool or a frozen database
// can never make the probe itself slow; the state turns 503 once a check has outlived its timeout. The
// check's timeout (1.5 s) is far above what an answer may take here (0.5 s, room for a loaded machine), so
// a probe that waited for its check could not pass.
describe('/readyz is a bounded, cheap check', () => {
  it('answers at once while the database check hangs, and turns 503 when the check times out', async () => {
    const database = await testDatabase();
    let frozen = false;
    const ping = () => (frozen ? new Promise<void>(() => undefined) : database.ping());
    const { app } = await testApp({ READY_CHECK_INTERVAL_MS: '100', READY_CHECK_TIMEOUT_MS: '1500' }, { database: { ...database, ping } });
    expect((await request(app).get('/readyz')).status).toBe(200);

    frozen = true;
    await sleep(300); // a background check has started and hangs
    let started = performance.now();
    const during = await request(app).get('/readyz');
    expect(performance.now() - started).toBeLessThan(500);
    expect(during.status).toBe(200); // the last known state, until the check outlives its timeout

    await sleep(1_800); // past the hanging check's timeout
    started = performance.now();
    const after = await request(app).get('/readyz');
    expect(performance.now() - started).toBeLessThan(500);
    expect(after.status).toBe(503);

    await database.close();
  }, 60_000);

  it('recovers by itself once the database answers again', async () => {
    const database = await testDatabase();
    let down = true;
    const ping = () => (down ? Promise.reject(new Error('connection refused')) : database.ping());
    const { app } = await testApp({ READY_CHECK_INTERVAL_MS: '100', READY_CHECK_TIMEOUT_MS: '1500' }, { database: { ...database, ping } });
    expect((await request(app).get('/readyz')).status).toBe(503);
    down = false;
    await sleep(500);
    expect((await request(app).get('/readyz')).status).toBe(200);
    await database.close();
  }, 60_000);
});
