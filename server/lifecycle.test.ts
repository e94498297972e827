import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulShutdown } from './lifecycle';

let server: Server | undefined;
afterEach(() => server?.closeAllConnections());

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<number> {
  server = createServer(handler);
  await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, refuses new connections, then closes', async () => {
    const port = await listen((_req, res) => setTimeout(() => res.end('done'), 300));
    const lifecycle = gracefulShutdown(server as Server, pino({ level: 'silent' }), 8_000);
    const inFlight = get(port, '/slow');
    await new Promise((r) => setTimeout(r, 50));
    const closed = lifecycle.shutdown('SIGTERM');
    expect(lifecycle.isDraining()).toBe(true);
    await expect(get(port, '/new')).rejects.toThrow();
    await expect(inFlight).resolves.toEqual({ status: 200, body: 'done' });
    await closed;
  });

  it('cuts requests that outlive the deadline, so the process exits in time', async () => {
    const port = await listen(() => {
      /* never answers */
    });
    const lifecycle = gracefulShutdown(server as Server, pino({ level: 'silent' }), 200);
    const stuck = get(port, '/stuck').catch((err: Error) => err.message);
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await lifecycle.shutdown('SIGTERM');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await stuck).toMatch(/socket hang up|ECONNRESET/);
  });
});
