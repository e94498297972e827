import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pageFacts, type PageFacts } from './page-facts';

export interface RecordingProxy {
  origin: string;
  /** Every 200 text/html answer to a GET, by the URL asked for (on the proxy's origin). */
  pages: Map<string, PageFacts>;
  /** Points the proxy at the server, which can only start once it knows the proxy's origin (its SITE_URL). */
  forwardTo(upstream: string): void;
  /** Answers `GET /` with this page instead of asking the server (the crawl's start page, see crawl.ts). */
  serveAtRoot(html: string): void;
  close(): Promise<void>;
}

/**
 * linkinator reports a URL's status but not its body; this pass-through proxy between it and the server
 * reads the title, canonical and robots of each HTML page on the way, so a page is rendered once, not once
 * for linkinator and again for the title check. It also holds the server to `concurrency` requests at a
 * time: linkinator 7 starts every link check of a page at once whatever its own `concurrency` says (200
 * requests in flight were seen, and their timeouts reported as broken links).
 */
export async function startRecordingProxy(concurrency: number): Promise<RecordingProxy> {
  const pages = new Map<string, PageFacts>();
  let upstream: URL | undefined;
  let rootPage: string | undefined;
  let active = 0;
  const waiting: (() => void)[] = [];
  const server: Server = createServer(async (req, res) => {
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    res.on('close', () => {
      active--;
      waiting.shift()?.();
    });
    if (!upstream) {
      res.writeHead(503).end();
      return;
    }
    if (rootPage !== undefined && req.method === 'GET' && req.url === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(rootPage);
      return;
    }
    // Uncompressed from the server, so the proxy can read the page; it is a loopback hop.
    const { 'accept-encoding': _encoding, ...headers } = req.headers;
    const forwarded = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      const record = req.method === 'GET' && answer.statusCode === 200 && /^text\/html/.test(answer.headers['content-type'] ?? '');
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => record && chunks.push(chunk));
      answer.on('end', () => record && pages.set(new URL(req.url ?? '/', origin).href, pageFacts(Buffer.concat(chunks).toString('utf8'))));
      answer.pipe(res);
    });
    forwarded.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    pages,
    forwardTo: (url) => void (upstream = new URL(url)),
    serveAtRoot: (html) => void (rootPage = html),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // linkinator keeps its connections alive; they would hold close() open.
        server.closeAllConnections();
      }),
  };
}
