import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { TEST_TOKEN, testApp } from '../setup/test-app';

let app: Express;
let close = async () => {};
beforeAll(async () => {
  let database;
  ({ app, database } = await testApp());
  close = () => database.close();
}, 60_000);
afterAll(() => close());
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

  // Issue 25, item 7: the paths answered beside the dispatch table (the description, the calendar file)
  // were unknown to its 405s, so TRACE, PUT or DELETE on /api/openapi.json answered 404.
  it('every path of the document and the calendar download answer any other method with 405 and Allow', async () => {
    const doc = (await request(app).get('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const paths: [string, string[]][] = Object.entries(doc.paths).map(([path, item]) => [
      path.replace(/\{\w+\}/g, 'x'),
      Object.keys(item).map((m) => m.toUpperCase()),
    ]);
    paths.push(['/booking-calendar/x', ['GET']]);
    for (const [path, methods] of paths) {
      const allow = [...methods, ...(methods.includes('GET') ? ['HEAD'] : [])].sort();
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS'].filter((m) => !methods.includes(m))) {
        const res = await request(app)[method.toLowerCase() as 'get'](`/api${path}`).set(auth);
        expect([method, path, res.status, res.headers.allow?.split(', ').sort()]).toEqual([method, path, 405, allow]);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      }
    }
  });

  it('HEAD answers like GET without a body; on a resource without GET it is a 405 too', async () => {
    const head = await request(app).head('/api/openapi.json');
    expect([head.status, head.headers['content-type'], head.text]).toEqual([200, expect.stringMatching(/^application\/json/), undefined]);
    const post = await request(app).head('/api/contact').set(auth);
    expect([post.status, post.headers.allow]).toEqual([405, 'POST']);
  });

  // RFC 9110 forbids content in a TRACE; Node's parser still reads one framed by Content-Length and hands the
  // request over. (Bytes without Content-Length or chunking are no body at all: Node parses them as the
  // next request and answers its own 400.)
  it('a TRACE with a body reaches the app over a real socket and gets its 405', async () => {
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<{ status?: number; allow?: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'TRACE',
          path: '/api/openapi.json',
          headers: { 'Content-Type': 'application/json', 'Content-Length': '14' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, allow: res.headers.allow }));
        },
      );
      req.on('error', reject);
      req.end('{"probe":true}');
    });
    await new Promise((resolve) => server.close(resolve));
    expect(answer).toEqual({ status: 405, allow: 'GET, HEAD' });
  });
});
