import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulShutdown } from './lifecycle';

let server: Server | undefined;
const agents: Agent[] = [];
afterEach(() => {
  server?.closeAllConnections();
  for (const agent of agents.splice(0)) agent.destroy();
});

interface Answer {
  status: number;
  body: string;
  headers: IncomingHttpHeaders;
  /** Resolves when the connection that carried the answer has closed. */
  socketClosed: Promise<void>;
}

function get(port: number, path: string, agent: Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      const socket = res.socket;
      const socketClosed = new Promise<void>((r) => (socket.destroyed ? r() : socket.once('close', () => r())));
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers, socketClosed }));
    });
    req.on('error', reject);
    req.end();
  });
}

function keepAliveAgent(): Agent {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return agent;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function listen(handler: Parameters<typeof createServer>[1]): Promise<number> {
  server = createServer(handler);
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

const silent = pino({ level: 'silent' });
// A slow answer outlives the end of the delay; others answer at once.
const handler: Parameters<typeof createServer>[1] = (req, res) => {
  if (req.url === '/slow') setTimeout(() => res.end('slow done'), 400);
  else res.end('ok');
};

describe('graceful shutdown: the drain sequence', () => {
  it('during the delay: not ready, new connections still answered, every answer says Connection: close', async () => {
    const port = await listen(handler);
    const lifecycle = gracefulShutdown(server as Server, silent, { delayMs: 500, deadlineMs: 3_000 });
    const closed = lifecycle.shutdown('SIGTERM');
    expect(lifecycle.isDraining()).toBe(true);
    await sleep(100);
    const fresh = await get(port, '/new');
    expect(fresh).toMatchObject({ status: 200, body: 'ok' });
    expect(fresh.headers.connection).toBe('close');
    await closed;
  });

  it('a keep-alive connection is kept while idle during the delay, closed after its next answer', async () => {
    const port = await listen(handler);
    const agent = keepAliveAgent();
    const before = await get(port, '/before', agent);
    expect(before.headers.connection).toBe('keep-alive');
    const lifecycle = gracefulShutdown(server as Server, silent, { delayMs: 500, deadlineMs: 3_000 });
    const closed = lifecycle.shutdown('SIGTERM');
    let closedEarly = false;
    void before.socketClosed.then(() => (closedEarly = true));
    await sleep(200);
    expect(closedEarly).toBe(false);
    // The same socket carries one more request, answered in full, and then ends.
    const again = await get(port, '/again', agent);
    expect(again).toMatchObject({ status: 200, body: 'ok' });
    expect(again.headers.connection).toBe('close');
    await again.socketClosed;
    await closed;
  });

  it('an idle keep-alive connection is closed only once the delay has passed', async () => {
    const port = await listen(handler);
    const before = await get(port, '/before', keepAliveAgent());
    const lifecycle = gracefulShutdown(server as Server, silent, { delayMs: 400, deadlineMs: 3_000 });
    const started = Date.now();
    const closed = lifecycle.shutdown('SIGTERM');
    await before.socketClosed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    await closed;
  });

  it('after the delay: new connections are refused, a request in flight finishes with Connection: close', async () => {
    const port = await listen(handler);
    const lifecycle = gracefulShutdown(server as Server, silent, { delayMs: 300, deadlineMs: 3_000 });
    const started = Date.now();
    const closed = lifecycle.shutdown('SIGTERM');
    await sleep(100);
    const inFlight = get(port, '/slow'); // answers at about 500 ms, after the listener closed at 300 ms
    await sleep(300);
    await expect(get(port, '/late')).rejects.toThrow(/ECONNREFUSED/);
    const slow = await inFlight;
    expect(slow).toMatchObject({ status: 200, body: 'slow done' });
    expect(slow.headers.connection).toBe('close');
    await closed;
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('an answer already under way when the signal comes also says Connection: close', async () => {
    const port = await listen(handler);
    const lifecycle = gracefulShutdown(server as Server, silent, { delayMs: 0, deadlineMs: 3_000 });
    const inFlight = get(port, '/slow', keepAliveAgent());
    await sleep(100);
    void lifecycle.shutdown('SIGTERM');
    const slow = await inFlight;
    expect(slow.headers.connection).toBe('close');
  });

  it('a keep-alive answer whose head went out before the signal frees its connection when it ends, not at the deadline', async () => {
    const port = await listen((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('head and a first part');
      setTimeout(() => res.end(' then the rest'), 400);
    });
    const lifecycle = gracefulShutdown(server as Server, silent, { delayMs: 100, deadlineMs: 3_000 });
    const streaming = get(port, '/stream', keepAliveAgent());
    await sleep(50);
    const started = Date.now();
    const closed = lifecycle.shutdown('SIGTERM');
    const answer = await streaming;
    expect(answer.headers.connection).toBe('keep-alive');
    await closed;
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('without a delay (tests): refuses new connections at once, lets an in-flight request finish, then closes', async () => {
    const port = await listen(handler);
    const lifecycle = gracefulShutdown(server as Server, silent, { delayMs: 0, deadlineMs: 8_000 });
    const inFlight = get(port, '/slow');
    await sleep(50);
    const closed = lifecycle.shutdown('SIGTERM');
    await expect(get(port, '/new')).rejects.toThrow();
    await expect(inFlight).resolves.toMatchObject({ status: 200, body: 'slow done' });
    await closed;
  });

  it('cuts requests that outlive the deadline, so the process exits in time', async () => {
    const port = await listen(() => {
      /* never answers */
    });
    const lifecycle = gracefulShutdown(server as Server, silent, { delayMs: 0, deadlineMs: 200 });
    const stuck = get(port, '/stuck').catch((err: Error) => err.message);
    await sleep(50);
    const started = Date.now();
    await lifecycle.shutdown('SIGTERM');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await stuck).toMatch(/socket hang up|ECONNRESET/);
  });
});
