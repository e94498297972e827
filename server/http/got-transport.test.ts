import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGotTransport } from './got-transport';
import { createApiClient } from '../../src/lib/api-client';

let server: Server;
let base: string;
let hits = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    hits += 1;
    if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 2_000);
    if (req.url === '/flaky') {
      res.statusCode = hits % 2 === 1 ? 503 : 200;
      return void res.end(JSON.stringify({ attempt: hits }));
    }
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ auth: req.headers.authorization }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('server-side API transport (H1, A1)', () => {
  it('H1 every server call has a deadline: a slow API answers 504 instead of hanging the page', async () => {
    const transport = createGotTransport(base, 150);
    const started = Date.now();
    const res = await transport({ method: 'GET', path: '/slow', token: 't' });
    expect(res.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('A1 sends the bearer token to an external API and parses its JSON', async () => {
    const res = await createGotTransport(base, 1_000)({ method: 'GET', path: '/anything', token: 'abc' });
    expect(res).toEqual({ status: 200, body: { auth: 'Bearer abc' } });
  });

  it('H1 the retry happens once, in the shared client, not also in got', async () => {
    hits = 0;
    const api = createApiClient({ transport: createGotTransport(base, 1_000), token: 't' });
    await expect(api.get('/flaky')).resolves.toEqual({ attempt: 2 });
    expect(hits).toBe(2);
  });

  it('an unreachable API is a 502, not a crash', async () => {
    const res = await createGotTransport('http://127.0.0.1:1', 500)({ method: 'GET', path: '/x', token: 't' });
    expect(res.status).toBe(502);
  });
});
