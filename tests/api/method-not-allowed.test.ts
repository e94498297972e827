import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { TEST_TOKEN, testApp } from '../setup/test-app';

let app: Express;
beforeAll(async () => {
  ({ app } = await testApp());
}, 60_000);
const auth = { Authorization: `Bearer ${TEST_TOKEN}` };

// Issue 14, item 6: a 405 says which methods the resource has (RFC 9110 §15.5.6).
describe('405 answers under /api carry Allow', () => {
  it('a read-only resource allows GET and HEAD', async () => {
    const res = await request(app).delete('/api/languages').set(auth);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('a resource with several methods lists each of them', async () => {
    const res = await request(app).delete('/api/profile').set(auth);
    expect(res.status).toBe(405);
    expect(res.headers.allow?.split(', ').sort()).toEqual(['GET', 'HEAD', 'PUT']);
  });

  it('a write-only resource allows only its method', async () => {
    const res = await request(app).delete('/api/contact').set(auth);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });

  it('an unknown path is a 404 without Allow', async () => {
    const res = await request(app).delete('/api/nothing-here').set(auth);
    expect(res.status).toBe(404);
    expect(res.headers.allow).toBeUndefined();
  });
});
