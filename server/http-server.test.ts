import { connect, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECK_INTERVAL_MS, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, createHttpServer } from './http-server';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

async function listen(s: Server): Promise<number> {
  server = s;
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return (s.address() as AddressInfo).port;
}

/** Opens a socket that sends half a request head and then nothing; resolves with what it got and when it closed. */
function slowHead(port: number): Promise<{ afterMs: number; received: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let received = '';
    const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: '));
    socket.on('data', (c: Buffer) => (received += c.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ afterMs: Date.now() - started, received }));
  });
}

describe('HTTP server timeouts', () => {
  it('closes a socket whose request head is not complete within the head timeout, with a 408', async () => {
    const port = await listen(
      createHttpServer((_req, res) => res.end('ok'), {
        keepAliveTimeoutMs: 65_000,
        headersTimeoutMs: 300,
        requestTimeoutMs: 1_000,
        checkIntervalMs: 100,
      }),
    );
    const { afterMs, received } = await slowHead(port);
    expect(afterMs).toBeLessThan(1_500);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('does not apply the head timeout to an idle keep-alive connection between requests', async () => {
    const port = await listen(
      createHttpServer((_req, res) => res.end('ok'), {
        keepAliveTimeoutMs: 5_000,
        headersTimeoutMs: 300,
        requestTimeoutMs: 1_000,
        checkIntervalMs: 100,
      }),
    );
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let closed = false;
    socket.on('data', (c: Buffer) => (received += c.toString()));
    socket.on('close', () => (closed = true));
    socket.write('GET /one HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((r) => setTimeout(r, 900));
    socket.write('GET /two HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((r) => setTimeout(r, 200));
    expect(closed).toBe(false);
    socket.destroy();
    expect(received.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
  });

  it('holds a slow head for seconds, not the 66 s it used to', () => {
    expect(HEADERS_TIMEOUT_MS + CHECK_INTERVAL_MS).toBeLessThanOrEqual(11_000);
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
  });

  it('keeps idle keep-alive connections for the configured time, longer than a load balancer idle timeout', () => {
    const s = createHttpServer(() => undefined, { keepAliveTimeoutMs: 65_000 });
    expect(s.keepAliveTimeout).toBe(65_000);
    expect(s.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(s.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
  });
});
