import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PERSON_UA, TEST_TOKEN, testApp } from '../setup/test-app';
import { testDatabase } from '../setup/test-db';

// E2: when the database stops answering, the API and the pages say 503 with Retry-After (a load balancer
// and a browser both know to come back), readiness fails, and nothing internal leaks.
describe('the database goes away (E2)', () => {
  it('E2 API calls answer 503 JSON with Retry-After, pages 503 HTML, /readyz 503, /healthz still 200', async () => {
    const database = await testDatabase();
    const { app } = await testApp({}, { database });
    await database.close();

    const api = await request(app).get('/api/yacht-list').set('Authorization', `Bearer ${TEST_TOKEN}`);
    expect(api.status).toBe(503);
    expect(api.headers['retry-after']).toBe('30');
    expect(api.body).toEqual({ message: 'Service temporarily unavailable' });

    const page = await request(app).get('/en/destinations').set('User-Agent', PERSON_UA);
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBe('30');
    expect(page.text).not.toMatch(/PGlite|stack|at \w+ \(/);

    expect((await request(app).get('/readyz')).status).toBe(503);
    expect((await request(app).get('/healthz')).status).toBe(200);
  });
});
